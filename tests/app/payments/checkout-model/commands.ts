import fc from 'fast-check';
import type { Variance } from '../../../../sandbox/variance.ts';
import type { AnswerKind, CallKind, FlowKind, Screen, World } from './world.ts';

/**
 * What a sender does, and what the calls answer, as fast-check commands over the World. Each runs
 * one step (a press is started, not awaited: the next steps happen while it runs), then the
 * invariants are checked.
 */
type Step = fc.AsyncCommand<object, World, boolean>;

abstract class Command implements Step {
  abstract toString(): string;
  check(): boolean {
    return true;
  }
  async run(_model: object, world: World): Promise<void> {
    await this.act(world);
    await world.checkInvariants();
  }
  protected abstract act(world: World): void | Promise<void>;
}

const tabOf = (world: World, index: number) => world.tabs[index % world.tabs.length]!;

class Press extends Command {
  constructor(
    private readonly tab: number,
    private readonly times: 1 | 2,
  ) {
    super();
  }
  toString() {
    return this.times === 2 ? `doublePress(tab ${this.tab})` : `press(tab ${this.tab})`;
  }
  act(world: World) {
    const tab = tabOf(world, this.tab);
    for (let i = 0; i < this.times; i++) world.press(tab);
  }
}

class Change extends Command {
  constructor(
    private readonly tab: number,
    private readonly screen: Screen,
  ) {
    super();
  }
  toString() {
    return `change(tab ${this.tab}, beneficiary ${this.screen.beneficiary}, amount ${this.screen.receive})`;
  }
  act(world: World) {
    world.change(tabOf(world, this.tab), this.screen);
  }
}

class Reload extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `reload(tab ${this.tab})`;
  }
  act(world: World) {
    world.reload(tabOf(world, this.tab));
  }
}

class Duplicate extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `duplicate(tab ${this.tab})`;
  }
  act(world: World) {
    world.duplicate(tabOf(world, this.tab));
  }
}

class SecondTab extends Command {
  constructor(private readonly screen: Screen) {
    super();
  }
  toString() {
    return `secondTab(beneficiary ${this.screen.beneficiary}, amount ${this.screen.receive})`;
  }
  act(world: World) {
    const tab = world.openTab();
    tab.user = world.tabs[0]!.user;
    world.show(tab, this.screen);
  }
}

class Logout extends Command {
  toString() {
    return 'logout()';
  }
  act(world: World) {
    world.logout();
  }
}

class SignInAgain extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `signInAgain(tab ${this.tab})`;
  }
  act(world: World) {
    return world.signInAgain(tabOf(world, this.tab));
  }
}

class SignUpAsOther extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `signUpAsSomeoneElse(tab ${this.tab})`;
  }
  act(world: World) {
    return world.signUpAsOther(tabOf(world, this.tab));
  }
}

class Sleep extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `discard(tab ${this.tab})`;
  }
  act(world: World) {
    world.sleep(tabOf(world, this.tab));
  }
}

class Wake extends Command {
  constructor(private readonly tab: number) {
    super();
  }
  toString() {
    return `restore(tab ${this.tab})`;
  }
  act(world: World) {
    world.wake(tabOf(world, this.tab));
  }
}

class Offline extends Command {
  constructor(private readonly offline: boolean) {
    super();
  }
  toString() {
    return this.offline ? 'goOffline()' : 'goOnline()';
  }
  act(world: World) {
    world.offline = this.offline;
  }
}

class Answer extends Command {
  constructor(
    private readonly call: CallKind,
    private readonly answer: AnswerKind,
  ) {
    super();
  }
  toString() {
    return `next ${this.call} answers ${this.answer}`;
  }
  act(world: World) {
    world.answerNext(this.call, this.answer);
  }
}

class Wait extends Command {
  constructor(private readonly turns: number) {
    super();
  }
  toString() {
    return `wait(${this.turns})`;
  }
  act(world: World) {
    return world.wait(this.turns);
  }
}

class Release extends Command {
  toString() {
    return 'release()';
  }
  act(world: World) {
    world.release();
  }
}

class Settle extends Command {
  toString() {
    return 'settle()';
  }
  act(world: World) {
    return world.settle();
  }
}

const tab = fc.nat({ max: 3 });
const screen = fc.record({
  beneficiary: fc.constantFrom<0 | 1>(0, 1),
  receive: fc.constantFrom<0 | 1>(0, 1),
});

/** The steps of a sequence, weighted toward paying (presses, answers and waits). */
export const steps: fc.Arbitrary<Step>[] = [
  tab.map((t) => new Press(t, 1)),
  tab.map((t) => new Press(t, 1)),
  tab.map((t) => new Press(t, 1)),
  tab.map((t) => new Press(t, 1)),
  tab.map((t) => new Press(t, 2)),
  fc.tuple(tab, screen).map(([t, s]) => new Change(t, s)),
  tab.map((t) => new Reload(t)),
  tab.map((t) => new Duplicate(t)),
  screen.map((s) => new SecondTab(s)),
  fc.constant(new Logout()),
  tab.map((t) => new SignInAgain(t)),
  tab.map((t) => new SignUpAsOther(t)),
  tab.map((t) => new Sleep(t)),
  tab.map((t) => new Wake(t)),
  fc.boolean().map((off) => new Offline(off)),
  fc
    .tuple(
      fc.constantFrom<CallKind>('create', 'confirm', 'list', 'payable', 'initiate'),
      fc.constantFrom<AnswerKind>('slow', 'held', 'before-5xx', 'after-5xx', 'lost', 'odd'),
    )
    .map(([call, answer]) => new Answer(call, answer)),
  fc
    .tuple(
      fc.constantFrom<CallKind>('confirm', 'list', 'initiate'),
      fc.constantFrom<AnswerKind>('after-5xx', 'lost', 'odd'),
    )
    .map(([call, answer]) => new Answer(call, answer)),
  fc.integer({ min: 1, max: 6 }).map((turns) => new Wait(turns)),
  fc.integer({ min: 1, max: 6 }).map((turns) => new Wait(turns)),
  fc.constant(new Release()),
  fc.constant(new Settle()),
  fc.constant(new Settle()),
];

/** How a sequence's world starts: its flow, the first screen, and the sandbox's contract variance. */
export const worlds = fc.record({
  kind: fc.constantFrom<FlowKind>('zw', 'other'),
  screen,
  variance: fc.record({
    amountsAsStrings: fc.boolean(),
    numericIds: fc.boolean(),
    datesWithoutZone: fc.boolean(),
    referenceInResultOnly: fc.boolean(),
    createdToWholeUnits: fc.boolean(),
  }) satisfies fc.Arbitrary<Variance>,
});

export const sequences = fc.commands(steps, { maxCommands: 30, size: 'medium' });
