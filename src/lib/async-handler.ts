/**
 * An async handler (a form's submit, a button's click) as React's props want it: returning
 * nothing. The handlers given here settle their own failures (a call's state holds its error, a
 * form's errors go to its fields); whatever still escapes is a bug, thrown again on its own (as an
 * uncaught error the window's `error` handlers and the test runner see) rather than left as a
 * rejection nobody holds. (Not `reportError`: jsdom has none.)
 */
export function asyncHandler<A extends unknown[]>(
  handler: (...args: A) => Promise<unknown>,
): (...args: A) => void {
  return (...args) => {
    handler(...args).catch((error: unknown) => {
      queueMicrotask(() => {
        throw error;
      });
    });
  };
}
