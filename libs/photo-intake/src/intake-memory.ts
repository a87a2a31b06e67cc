/**
 * How many bytes of photos on their way in a process keeps in memory for their content
 * check. An intake that finds no room is still checked, from storage once stored: memory
 * stays bounded however many uploads arrive at once.
 */
export class IntakeMemory {
  private used = 0;

  constructor(readonly budgetBytes = 256 * 1024 * 1024) {}

  /** Reserves `bytes`, or returns null when they do not fit; call the returned function to give them back. */
  tryReserve(bytes: number): (() => void) | null {
    if (this.used + bytes > this.budgetBytes) return null;
    this.used += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= bytes;
    };
  }
}
