/** Rejects with `message` when `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, message = `no answer within ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
