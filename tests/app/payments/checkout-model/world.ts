import type { AuthResult, Beneficiary, ChargesResult, Transaction, User } from '@/api/contract.ts';
import { callErrorMessages } from '@/features/payments/model/call-errors.ts';
import { createdFor, INITIAL_CHECKOUT, type CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  createCheckoutRunner,
  type CheckoutFlow,
  type CheckoutRunner,
} from '@/features/payments/checkout/runner.ts';
import { createTransaction } from '@/features/send-money/api/create-transaction.ts';
import { TRANSACTION_CREATE_FAILED } from '@/remittance/model/messages.ts';
import { EMPTY_AMOUNT_FORM, type AmountFormValues } from '@/features/send-money/model/amount-form.ts';
import { chargesRequest } from '@/features/send-money/model/charges-request.ts';
import { newTransactionRequest } from '@/features/send-money/model/payment-requests.ts';
import { totalToPay } from '@/features/send-money/model/quote.ts';
import { createCrossBorderTransaction } from '@/features/send-money-other/api/create-transaction.ts';
import { createTransactionRequest } from '@/features/send-money-other/model/transaction-request.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { readSenderScoped, senderScoped } from '@/lib/session/sender-storage.ts';
import { toAmount } from '@/lib/money.ts';
import { UI_OPTIONS } from '../../../../sandbox/data/ui-options.ts';
import type { Variance } from '../../../../sandbox/variance.ts';
import { sandboxFetch } from '../../../support/sandbox-fetch.ts';

/**
 * The world of the checkout's model-based test: one browser (shared cookie, local storage and Web
 * Locks) with tabs, each with its own session storage and, per page load, its own checkout runtime;
 * the strict sandbox in process behind the app's real client and API modules; and what each call
 * answers (normal, slow, a 5xx before or after the work, a lost answer, a 2xx with an odd body).
 * It records what the sender saw and pressed, and checks the invariants after every step.
 */

/** Which send flow the sequence runs: Zimbabwe (Make Payment creates) or Kenya (created on entering). */
export type FlowKind = 'zw' | 'other';

/** What a tab's Confirmation shows: who receives, and how much. */
export interface Screen {
  beneficiary: 0 | 1;
  receive: 0 | 1;
}

export type CallKind = 'create' | 'confirm' | 'list' | 'payable' | 'initiate';
/** `held`: the call waits, reaching the server only when released (or at the next settle). */
export type AnswerKind = 'slow' | 'held' | 'before-5xx' | 'after-5xx' | 'lost' | 'odd';

const CALL_KEYS: Record<CallKind, string> = {
  create: '', // set per flow
  confirm: 'POST /api/remitter/transactions/confirm',
  list: 'GET /api/remitter/transactions',
  payable: 'GET /api/remitter/transactions/:id',
  initiate: 'POST /api/payments/initiate',
};

/** One load of a tab's page: a reload makes a new one; a dead page writes and navigates nothing. */
export interface Page {
  tab: Tab;
  alive: boolean;
}

export interface Tab {
  id: number;
  /** The tab's session storage (survives a reload, copied by a duplicate). */
  storage: Map<string, string>;
  page: Page;
  /** The tab's session, as the app's sessionEpochAtom: a new value at every sign-in and logout. */
  epoch: number;
  user: User | null;
  /** Where the tab was taken (an app path), and the note. */
  at: string | null;
  lastFailure: string[] | null;
  /** Missed the other tabs' logout broadcast (a discarded tab): keeps its session storage. */
  asleep: boolean;
}

/** A press of Make Payment: what the screen showed. */
interface Press {
  tab: number;
  sender: string;
  key: string;
  screen: Screen;
  /** The total the screen showed (null: nothing to pay yet on that screen). */
  shown: number | null;
  /** The flow was cleared during it (left for the payment page, or handed to a transaction). */
  cleared: boolean;
  /** The sender changed what the screen shows (or left the tab) while it ran. */
  changed: boolean;
  settled: boolean;
}

interface Left {
  tab: number;
  url: string;
  reference: string;
  press: Press | undefined;
}

const SENDERS: Record<FlowKind, [primary: string, other: string]> = {
  zw: ['uk.sender@example.com', 'sa.sender@example.com'],
  other: ['sa.sender@example.com', 'uk.sender@example.com'],
};

/** The amounts each flow's screens ask for: Zimbabwe in multiples of 10 (USD), Kenya in KES. */
const RECEIVE: Record<FlowKind, [number, number]> = { zw: [100, 130], other: [7100, 8000] };

const UK_FORM: AmountFormValues = {
  ...EMPTY_AMOUNT_FORM,
  destination_currency: 'USD',
  trans_type: 'Cash Collection',
  payment_method: '81',
  purpose: 'family_support',
};
const KE_METHOD = '91';
const KE_PURPOSE = '401 Gifts';

const SCREEN_KEY = 'model.screen';
const CHECKOUT_KEY = 'model.checkout';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Ids unique across the sequences of a run (a page left over from one never meets the next's ids). */
let ids = 0;
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** A Response-like answer for a fault made here (before the sandbox, or instead of its answer). */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class World {
  readonly kind: FlowKind;
  readonly variance: Partial<Variance>;
  readonly sandbox = sandboxFetch({ strict: true });
  readonly tabs: Tab[] = [];
  readonly presses: Press[] = [];
  readonly left: Left[] = [];
  readonly initiated: { reference: string; amount: number }[] = [];
  readonly errors: string[] = [];
  offline = false;
  private epochs = 0;
  private nextTab = 0;
  private readonly answers = new Map<string, AnswerKind[]>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly held: { call: string; release: () => void }[] = [];
  private readonly pressed = new Map<string, Set<string>>();
  private readonly before = new Map<string, Set<string>>();
  private readonly beneficiaries: Beneficiary[] = [];
  private readonly quotes = new Map<number, ChargesResult>();
  private readonly runner: CheckoutRunner<Page>;
  private session: AuthResult | null = null;
  /**
   * Sign-ins so far. Logout removes everything personal (spec: logout clears all state), so a
   * transfer pressed again after signing in again is the sender's new confirmation (the amount
   * step shows the spec's pending-transaction notice for the earlier one): transfers are distinct
   * per session.
   */
  private signIns = 0;

  constructor(kind: FlowKind, variance: Partial<Variance>) {
    this.kind = kind;
    this.variance = variance;
    CALL_KEYS.create =
      kind === 'zw' ? 'POST /api/remitter/transactions/new' : 'POST /api/remitter/transactions/terrapay';
    this.runner = createCheckoutRunner<Page>(this.flow(), {
      goTo: (page, path) => {
        if (page.alive) page.tab.at = path;
      },
      leave: (page, url, reference) => this.leave(page, url, reference),
      now: () => Date.now(),
      randomId: () => `id-${++ids}`,
    });
  }

  /** The app's fetch for this world: the sandbox in process, with this step's answers. */
  readonly fetch: typeof fetch = async (input, init = {}) => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname.replace(/^(\/api\/remitter\/transactions\/)(?!charges|new|confirm|terrapay|clear)[^/]+$/, '$1:id')}`;
    if (key === CALL_KEYS.initiate && typeof init.body === 'string') {
      const body = JSON.parse(init.body) as { transaction_reference: string; amount: number };
      this.initiated.push({ reference: body.transaction_reference, amount: Number(body.amount) });
    }
    const answer = this.answers.get(key)?.shift();
    const real = () => this.sandbox.fetch(input, init);
    switch (answer) {
      case undefined:
        return real();
      case 'slow':
        for (let i = 0; i < 4; i++) await tick();
        return real();
      case 'held':
        await new Promise<void>((release) => this.held.push({ call: key, release }));
        return real();
      case 'before-5xx':
        return json(503, { status: 'FAIL', result: { message: 'Service unavailable.' } });
      case 'after-5xx':
        await real();
        return json(500, { status: 'FAIL', result: { message: 'Server error.' } });
      case 'lost':
        await real();
        throw new TypeError('The connection was lost.');
      case 'odd': {
        const response = await real();
        const body: unknown = await response.json();
        return json(response.status, oddBody(key, body, CALL_KEYS));
      }
    }
  };

  async start(): Promise<void> {
    this.sandbox.sandbox.deps.variance = { ...this.sandbox.sandbox.deps.variance, ...this.variance };
    await this.signIn(this.openTab(), SENDERS[this.kind][0]);
    const session = this.session!;
    if (this.kind === 'other') {
      await this.sandboxCall('POST', '/api/remitter/beneficiaries/new', {
        linked_member_id: session.user.remitter_id,
        remitter_id: session.user.remitter_id,
        telephone: '+254711000001',
        mobile: '+254711000001',
        fname: 'Wanjiku',
        firstname: 'Wanjiku',
        mname: '',
        lname: 'Kamau',
        lastname: 'Kamau',
        id_issue_country: 'Kenya',
        country: 'Kenya',
        id_type: 'NATIONALID',
        sex: 'F',
        session_id: session.user.session_id,
      });
    }
    const list = await this.sandboxCall<{
      result: { beneficiaries: { beneficiary: Beneficiary | Beneficiary[] } };
    }>('GET', '/api/remitter/beneficiaries');
    const all = [list.result.beneficiaries.beneficiary].flat();
    const country = this.kind === 'zw' ? 'ZW' : 'KE';
    this.beneficiaries.push(...all.filter((b) => (b.country_code ?? 'ZW') === country).slice(0, 2));
    if (this.beneficiaries.length < 2) throw new Error('the model needs two beneficiaries');
    if (this.kind === 'zw') {
      for (const receive of RECEIVE.zw) {
        const answer = await this.sandboxCall<{ result: ChargesResult }>(
          'POST',
          '/api/remitter/transactions/charges',
          chargesRequest({ ...UK_FORM, amount_to_receive: String(receive) }, 'UK', receive),
        );
        this.quotes.set(receive, answer.result);
      }
    }
    for (const email of SENDERS[this.kind]) this.before.set(email, new Set(await this.references(email)));
  }

  // ---- The app's side: the checkout's flow for a tab's page ----

  private flow(): CheckoutFlow<Page> {
    // Arrow functions throughout: `this` is the this.
    return {
      read: (page) => this.read<CheckoutState>(page.tab, CHECKOUT_KEY) ?? INITIAL_CHECKOUT,
      write: (page, state) => this.write(page.tab, CHECKOUT_KEY, state),
      session: (page) => (page.alive ? page.tab.epoch : -1),
      create: async (page) => {
        const user = page.tab.user;
        const screen = this.screenOf(page.tab);
        if (!user || !screen || !user.remitter_id) throw new Error('nothing to create');
        const beneficiary = this.beneficiaries[screen.beneficiary]!;
        const receive = RECEIVE[this.kind][screen.receive];
        if (this.kind === 'zw') {
          const body = newTransactionRequest({
            form: { ...UK_FORM, amount_to_receive: String(receive) },
            quote: { charges: this.quotes.get(receive)!, receive },
            user,
            choice: { kind: 'saved', beneficiary },
            remitterId: user.remitter_id,
            beneficiaryId: beneficiary.beneficiary_id,
          });
          return createTransaction(body!);
        }
        const body = createTransactionRequest({
          amounts: {
            amount_to_send: receive,
            amount_to_receive: receive,
            trans_type: 'receive',
            payment_method: KE_METHOD,
            purpose: KE_PURPOSE,
            destination_currency: 'KES',
            deliveryOption: 'wallet',
            promo_code: '',
            charges: { source_amount: 0, total_charges: 0, tax: 0, rate: 0 } as ChargesResult,
            source_currency: 'ZAR',
          },
          user,
          beneficiary,
          countryName: 'Kenya',
        });
        return createCrossBorderTransaction(body!);
      },
      createErrors: (error) => callErrorMessages(error, TRANSACTION_CREATE_FAILED),
      payer: (page) => {
        const user = page.tab.user;
        if (!user) return null;
        return {
          remitterId: user.remitter_id ?? null,
          country: user.country,
          paymentMethod: this.kind === 'zw' ? UK_FORM.payment_method : KE_METHOD,
          options: UI_OPTIONS,
        };
      },
      shownTotal: (page) => (this.kind === 'zw' ? this.shownTotal(page.tab) : null),
      failed: (page, _at, messages) => {
        if (page.alive) page.tab.lastFailure = messages;
      },
      clear: (page) => {
        this.storageOf(page.tab).removeItem(SCREEN_KEY);
        for (const press of this.presses)
          if (press.tab === page.tab.id && !press.settled) press.cleared = true;
      },
      busy: () => undefined,
      payCreates: this.kind === 'zw',
    };
  }

  /** A tab's session storage as the app's sender-scoped storage sees it. */
  private storageOf(tab: Tab) {
    return senderScoped(
      () => ({
        getItem: (key: string) => tab.storage.get(key) ?? null,
        setItem: (key: string, value: string) => void tab.storage.set(key, value),
        removeItem: (key: string) => void tab.storage.delete(key),
      }),
      () => (tab.user ? String(tab.user.id) : null),
    );
  }

  private read<T>(tab: Tab, key: string): T | null {
    const raw = this.storageOf(tab).getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  private write(tab: Tab, key: string, value: unknown): void {
    this.storageOf(tab).setItem(key, JSON.stringify(value));
  }

  screenOf(tab: Tab): Screen | null {
    return this.read<Screen>(tab, SCREEN_KEY);
  }

  private inputsOf(screen: Screen): string {
    return `${screen.beneficiary}:${screen.receive}`;
  }

  /** What the Zimbabwe Confirmation shows as the total: the created transaction's, else the quote's. */
  private shownTotal(tab: Tab): number | null {
    const screen = this.screenOf(tab);
    if (!screen) return null;
    const created = createdFor(
      this.read<CheckoutState>(tab, CHECKOUT_KEY) ?? INITIAL_CHECKOUT,
      this.inputsOf(screen),
    );
    const quote = this.quotes.get(RECEIVE.zw[screen.receive]);
    return toAmount(created?.remitter_pay_amount) ?? (quote ? totalToPay(quote) : null);
  }

  /** What the screen shows as the total to pay now (null: nothing payable shown yet). */
  private shownNow(tab: Tab): number | null {
    if (this.kind === 'zw') return this.shownTotal(tab);
    const screen = this.screenOf(tab);
    if (!screen) return null;
    const created = createdFor(
      this.read<CheckoutState>(tab, CHECKOUT_KEY) ?? INITIAL_CHECKOUT,
      this.inputsOf(screen),
    );
    return toAmount(created?.remitter_pay_amount) ?? null;
  }

  private leave(page: Page, url: string, reference: string): void {
    if (!page.alive) this.errors.push(`a dead page left for ${url}`);
    // The press whose request is running (presses while it runs are ignored and end at once), or
    // the tab's last one: a page reloaded mid-run goes on with a stage not yet begun.
    const own = this.presses.filter((p) => p.tab === page.tab.id);
    const press = own.find((p) => !p.settled) ?? own.at(-1);
    this.left.push({ tab: page.tab.id, url, reference, press });
  }

  // ---- What the sender does ----

  openTab(from?: Tab): Tab {
    const tab: Tab = {
      id: this.nextTab++,
      storage: new Map(from?.storage ?? []),
      page: undefined as unknown as Page,
      epoch: from?.epoch ?? ++this.epochs,
      user: from?.user ?? null,
      at: null,
      lastFailure: null,
      asleep: false,
    };
    tab.page = { tab, alive: true };
    this.tabs.push(tab);
    this.mounted(tab);
    return tab;
  }

  /** The page shows Confirmation: the checkout recovers what a reload cut off, and gets its id. */
  private mounted(tab: Tab): void {
    this.runner.recover(tab.page);
    if (tab.user && this.screenOf(tab)) {
      this.runner.prepare(tab.page);
      if (this.kind === 'other') this.enter(tab);
    }
  }

  private track(work: Promise<unknown>): void {
    const done = work.catch((error: unknown) => this.errors.push(`a request threw: ${String(error)}`));
    this.inflight.add(done);
    void done.finally(() => this.inflight.delete(done));
  }

  private requestFor(tab: Tab, pay: boolean) {
    const screen = this.screenOf(tab);
    if (!screen || !tab.user) return null;
    const beneficiary = this.beneficiaries[screen.beneficiary]!;
    return {
      inputs: this.inputsOf(screen),
      pay,
      madeFor: { beneficiaryMobile: beneficiary.mobile, receive: RECEIVE[this.kind][screen.receive] },
    };
  }

  /** Entering Confirmation (the other-countries flow creates the transaction). */
  enter(tab: Tab): void {
    const request = this.requestFor(tab, false);
    if (request) this.track(this.runner.request(tab.page, request));
  }

  /** Make Payment, on what the screen shows now. */
  press(tab: Tab): void {
    const request = this.requestFor(tab, true);
    if (!request || !tab.page.alive) return;
    const screen = this.screenOf(tab)!;
    const sender = tab.user!.email;
    const press: Press = {
      tab: tab.id,
      sender,
      key: request.inputs,
      screen,
      shown: this.shownNow(tab),
      cleared: false,
      changed: false,
      settled: false,
    };
    this.presses.push(press);
    if (!this.pressed.has(sender)) this.pressed.set(sender, new Set());
    this.pressed.get(sender)!.add(`${this.signIns}|${request.inputs}`);
    tab.lastFailure = null;
    this.track(
      this.runner.request(tab.page, request).finally(() => {
        press.settled = true;
        this.checkKeptInputs(tab, press);
      }),
    );
  }

  /** What the tab shows is changed by the sender: a press under way there is judged no more by (e). */
  private changing(tab: Tab): void {
    for (const press of this.presses) if (press.tab === tab.id && !press.settled) press.changed = true;
  }

  /** A payment runs in the tab: its screen locks Back (and Make Payment) until it ends. */
  private paying(tab: Tab): boolean {
    return this.presses.some((p) => p.tab === tab.id && !p.settled);
  }

  /** Back from Confirmation, then another beneficiary or amount, and Confirmation again. */
  change(tab: Tab, screen: Screen): void {
    if (!tab.page.alive || !tab.user || this.paying(tab)) return;
    this.changing(tab);
    this.runner.back(tab.page);
    this.write(tab, SCREEN_KEY, screen);
    this.runner.prepare(tab.page);
    if (this.kind === 'other') this.enter(tab);
  }

  /** The sender starts a transfer in a tab (a new tab's Confirmation). */
  show(tab: Tab, screen: Screen): void {
    if (!tab.user || !tab.page.alive) return;
    this.changing(tab);
    this.write(tab, SCREEN_KEY, screen);
    this.mounted(tab);
  }

  reload(tab: Tab): void {
    this.changing(tab);
    tab.page.alive = false;
    tab.page = { tab, alive: true };
    tab.epoch = ++this.epochs;
    this.mounted(tab);
  }

  duplicate(tab: Tab): Tab {
    return this.openTab(tab);
  }

  /** The browser discards a tab in the background: its page is gone, its session storage kept. */
  sleep(tab: Tab): void {
    this.changing(tab);
    tab.asleep = true;
    tab.page.alive = false;
  }

  /** Logout in a tab: every tab that hears it forgets the session (a discarded one does not). */
  logout(): void {
    for (const tab of this.tabs) this.changing(tab);
    clearAccessToken();
    localStorage.clear();
    this.session = null;
    for (const tab of this.tabs) {
      tab.epoch = ++this.epochs;
      tab.user = null;
      if (!tab.asleep) tab.storage.clear();
    }
  }

  /** Someone else signs up (or in) in this tab: the session before ends first, in every tab. */
  async signUpAsOther(tab: Tab): Promise<void> {
    this.logout();
    await this.signIn(tab, SENDERS[this.kind][1]);
  }

  /** The primary sender signs in again in a tab. */
  async signInAgain(tab: Tab): Promise<void> {
    if (this.session) return;
    await this.signIn(tab, SENDERS[this.kind][0]);
  }

  /** A discarded tab comes back (reloads) under whoever is signed in now. */
  wake(tab: Tab): void {
    if (!tab.asleep) return;
    tab.asleep = false;
    tab.user = this.session?.user ?? null;
    this.reload(tab);
  }

  private async signIn(tab: Tab, email: string): Promise<void> {
    const response = await this.sandbox.fetch('/api/remitter/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
    });
    const { result } = (await response.json()) as { result: AuthResult };
    setAccessToken(result.token);
    this.signIns += 1;
    this.session = result;
    tab.user = result.user;
    tab.epoch = ++this.epochs;
  }

  answerNext(call: CallKind, answer: AnswerKind): void {
    const key = CALL_KEYS[call];
    this.answers.set(key, [...(this.answers.get(key) ?? []), answer]);
  }

  async wait(turns: number): Promise<void> {
    for (let i = 0; i < turns; i++) await tick();
  }

  /** Whether a call of this kind is held now (it reached this world's fetch, not yet the server). */
  holding(call: CallKind): boolean {
    return this.held.some((h) => h.call === CALL_KEYS[call]);
  }

  /** Lets every held call through. */
  release(): void {
    for (const { release } of this.held.splice(0)) release();
  }

  /** Every request under way has ended (and the answers queued for calls never made are dropped). */
  async settle(): Promise<void> {
    this.release();
    while (this.inflight.size > 0) {
      await Promise.race([Promise.all([...this.inflight]), this.wait(1)]);
      this.release();
    }
    this.answers.clear();
    await this.wait(2);
  }

  // ---- The sandbox, as the test reads it ----

  private async sandboxCall<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.sandbox.fetch(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(this.session ? { Authorization: `Bearer ${this.session.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  }

  private async transactionsOf(email: string): Promise<Transaction[]> {
    const answer = await this.sandbox.sandbox.app.request(
      `/__sandbox/transactions?email=${encodeURIComponent(email)}`,
    );
    return ((await answer.json()) as { transactions: Transaction[] }).transactions;
  }

  private async references(email: string): Promise<string[]> {
    return (await this.transactionsOf(email)).map((t) => String(t.trans_ref));
  }

  // ---- The invariants ----

  /**
   * (e) a press that did not end the flow (a failure, a refusal, a created total to look at) keeps
   * what was typed; only leaving for the payment page or a transaction clears it.
   */
  private checkKeptInputs(tab: Tab, press: Press): void {
    if (!tab.page.alive || tab.user?.email !== press.sender || press.cleared || press.changed) return;
    const screen = this.screenOf(tab);
    if (screen === null || this.inputsOf(screen) !== press.key) {
      this.errors.push(
        `(e) tab ${tab.id}: a press that did not end the flow lost what was typed (${press.key})`,
      );
    }
  }

  async checkInvariants(): Promise<void> {
    if (this.errors.length > 0) throw new Error(this.errors.join('\n'));
    for (const email of SENDERS[this.kind]) {
      const made = (await this.transactionsOf(email)).filter(
        (t) => !this.before.get(email)?.has(String(t.trans_ref)),
      );
      const allowed = this.pressed.get(email)?.size ?? 0;
      // (a) no more transactions than the distinct transfers the sender confirmed on a screen.
      if (made.length > allowed) {
        throw new Error(
          `(a) ${email}: ${made.length} transactions made for ${allowed} transfers pressed: ${made
            .map((t) => `${t.trans_ref} ${t.benef_mobile} ${t.dest_amount}`)
            .join(', ')}`,
        );
      }
    }
    const transactions = new Map(
      (await Promise.all(SENDERS[this.kind].map((email) => this.transactionsOf(email))))
        .flat()
        .map((t) => [String(t.trans_ref), t]),
    );
    for (const { url, reference, press } of this.left) {
      // (c) the browser only ever leaves for the payment page.
      if (!url.startsWith('http://localhost/pay/')) throw new Error(`(c) left for ${url}`);
      // (b) every payment is for the transaction whose figures were on screen at that press.
      const made = transactions.get(reference);
      const paid = this.initiated.filter((i) => i.reference === reference).at(-1);
      if (!press || !made || !paid)
        throw new Error(`(b) a payment page for ${reference} with no press behind it`);
      const beneficiary = this.beneficiaries[press.screen.beneficiary]!;
      const receive = RECEIVE[this.kind][press.screen.receive];
      if (
        digits(made.benef_mobile) !== digits(beneficiary.mobile) ||
        Math.abs(Number(made.dest_amount) - receive) > 0.5
      ) {
        throw new Error(
          `(b) ${reference} is for ${made.benef_mobile} ${made.dest_amount}; the screen showed ${press.key}`,
        );
      }
      if (press.shown === null || Math.abs(paid.amount - press.shown) > 0.005) {
        throw new Error(`(b) ${reference} paid ${paid.amount}; the screen showed ${String(press.shown)}`);
      }
      if (Math.abs(paid.amount - Number(made.remitt_pay)) > 0.005) {
        throw new Error(`(b) ${reference} paid ${paid.amount}, its total is ${made.remitt_pay}`);
      }
    }
    for (const tab of this.tabs) {
      if (!tab.page.alive) continue;
      // (d) no state of another sender in the tab: what it shows is its own sender's or nothing.
      const own = tab.user ? String(tab.user.id) : null;
      for (const [key, raw] of tab.storage) {
        const envelope = JSON.parse(raw) as { sender?: string };
        if (envelope.sender !== own && this.storageOf(tab).getItem(key) !== null) {
          throw new Error(`(d) tab ${tab.id} shows ${key} of sender ${String(envelope.sender)}`);
        }
      }
      if (!own && (tab.storage.has(SCREEN_KEY) || readSenderScoped(tab.storage.get(CHECKOUT_KEY) ?? null))) {
        throw new Error(`(d) tab ${tab.id} keeps a flow while signed out`);
      }
    }
  }
}

/** A 2xx the spec allows in shape but the app may not expect: optional fields missing, a foreign page. */
function oddBody(key: string, body: unknown, keys: Record<CallKind, string>): unknown {
  const answer = (body ?? {}) as { status?: string; result?: Record<string, unknown> };
  if (answer.status === 'FAIL') return body;
  switch (key) {
    case keys.confirm:
      return { status: 'SUCCESS' };
    case keys.list:
      return { status: 'SUCCESS', result: {} };
    case keys.create:
      return { status: 'SUCCESS', result: { trans_session_id: answer.result?.trans_session_id } };
    case keys.payable:
      return { status: 'SUCCESS', result: {} };
    case keys.initiate:
      return { status: 'SUCCESS', payment_url: 'https://pay.elsewhere.example/checkout' };
    default:
      return body;
  }
}
