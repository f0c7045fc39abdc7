/**
 * Runs `work` once the current answer has been handed back (on the next turn of the event loop):
 * work that only some requests cause (a code, an e-mail written to the outbox) must not make their
 * answers slower than the others', which would tell, say, a registered address from an unknown one.
 * A failure is logged; the answer has gone already.
 */
export function afterAnswer(work: () => void | Promise<void>): void {
  setImmediate(async () => {
    try {
      await work();
    } catch (error) {
      console.error('Work done after an answer failed.', error);
    }
  });
}
