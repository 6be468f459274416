import { postWaitlist } from "./resilience-server";

export type Burst = {
  /** The addresses the server answered 201 for: each must be in the database afterwards. */
  acknowledged: string[];
  sent(): number;
  /** Resolves once `count` sign-ups have been acknowledged (or rejects if every client stopped first). */
  reached(count: number): Promise<void>;
  /** Tells the clients the server is going away, and waits for them to finish. */
  end(): Promise<void>;
};

/**
 * `clients` clients each sending waitlist sign-ups one after another (a unique address each) until
 * ended. Once ended, a refused or cut connection ends a client; before, it is retried.
 */
export function signUpBurst(url: string, tag: string, clients = 20): Burst {
  const acknowledged: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let sent = 0;
  let ending = false;
  const acknowledge = (email: string) => {
    acknowledged.push(email);
    for (const waiter of waiting.filter(({ count }) => acknowledged.length >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const client = async (id: number) => {
    for (let i = 0; i < 5_000 && !ending; i++) {
      const email = `${tag}-${id}-${i}@example.com`;
      sent += 1;
      try {
        const response = await postWaitlist(url, email, `Burst ${id}`);
        if (response.status === 201) acknowledge(email);
        await response.arrayBuffer();
      } catch {
        if (ending) return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return {
    acknowledged,
    sent: () => sent,
    reached: (count) =>
      acknowledged.length >= count
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiting.push({ count, resolve })),
            running.then(() => {
              throw new Error(
                `the burst ended with ${acknowledged.length} of ${count} sign-ups acknowledged`,
              );
            }),
          ]),
    async end() {
      ending = true;
      await running;
    },
  };
}
