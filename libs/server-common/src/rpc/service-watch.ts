/**
 * Whether one service answers, as one caller sees it: the state machine behind the RPC
 * client's liveness watch (ADR 48), driven by beats (`tick`) and answers, with no clock of
 * its own. Counting beats rather than reading a clock keeps a caller's own stall (a long
 * render, a GC pause) from being taken for the service's silence: beats stop with it.
 *
 * A beat sends a liveness probe only when there is a question to answer: a call to the
 * service is waiting, a probe is awaited, the service is not answering, or its probes were
 * never answered yet. An answering service nobody waits on costs nothing: its callers' calls
 * answer for it. A service is found not answering once a probe has gone
 * `silentBeats` beats without anything from the service answering since (a probe or a call).
 * While a probe is overdue the watch is in doubt and sends `doubtProbes` per beat: NATS hands
 * each message to one random replica of the queue group, so a frozen replica next to a
 * healthy one would otherwise be taken for the whole service now and then. Any answer from
 * the service makes it answering again.
 *
 * A service nobody listens for (stopped: NATS says so at once, "no responders") is found
 * down the same way, which fails the calls that were waiting on its last process; but new
 * calls are not refused while probes meet nobody: NATS refuses them at once by itself, and
 * they go through the moment a new process subscribes.
 *
 * A watch only finds a service down once one of its probes was answered ("armed"): a caller
 * whose NATS account may not ask the liveness subject, or a service of a release without it,
 * keeps plain timeouts instead of being found down forever.
 */
export interface ServiceWatchSettings {
  /** Beats a probe may go unanswered, with nothing else answered since, before the service is found not answering. */
  silentBeats: number;
  /** Probes per beat while a probe is overdue. */
  doubtProbes: number;
  /** Beats without a call after which an answering service is no longer watched. */
  idleBeats: number;
}

export interface Beat {
  /** Probes to send now. */
  probes: number;
  /** The service was answering and is found not answering at this beat. */
  foundDown: boolean;
  /** Not called for `idleBeats` and answering: the watch ends. */
  idle: boolean;
}

export type AnswerSource = 'probe' | 'call';

export class ServiceWatch {
  private answeringNow = true;
  private armed: boolean;
  /** Beats since the oldest probe sent after the last answer; null when none is awaited. */
  private awaitedBeats: number | null = null;
  private beatsSinceCall = 0;
  /** Calls made and not yet ended (answered, refused or given up). */
  private callsWaiting = 0;
  /** The latest probe (by when it was sent) met nobody listening, rather than silence or an answer. */
  private nobodyListening = false;
  private beatNumber = 0;
  /** The beat of the latest probe whose outcome was taken: an older probe's outcome, coming later, is stale. */
  private latestOutcomeBeat = -1;

  constructor(
    private readonly settings: ServiceWatchSettings,
    options: { armed?: boolean } = {},
  ) {
    this.armed = options.armed ?? false;
  }

  /** False from the beat it is found silent until anything from it answers. */
  get answering(): boolean {
    return this.answeringNow;
  }

  /** Calls are refused at once: not answering, and not merely absent (see above). */
  get refusesCalls(): boolean {
    return !this.answeringNow && !this.nobodyListening;
  }

  /** The current beat: the one a probe sent now belongs to. */
  get beat(): number {
    return this.beatNumber;
  }

  /** Whether a probe of this watch was ever answered (only then may it find the service down). */
  get probesAnswered(): boolean {
    return this.armed;
  }

  /** A call to the service is being made: the watch goes on, and probes while the call waits. */
  called(): void {
    this.beatsSinceCall = 0;
    this.callsWaiting += 1;
  }

  /** A call made earlier ended, however it ended. */
  callEnded(): void {
    this.callsWaiting = Math.max(0, this.callsWaiting - 1);
  }

  /** Something from the service answered. True when it was not answering until now. */
  answered(source: AnswerSource): boolean {
    if (source === 'probe') this.armed = true;
    this.nobodyListening = false;
    this.awaitedBeats = null;
    if (this.answeringNow) return false;
    this.answeringNow = true;
    return true;
  }

  /** A probe or a call sent at `sentBeat` met nobody listening (NATS "no responders"); for a probe, silence all the same. */
  metNobody(sentBeat: number): void {
    this.takeOutcome(sentBeat, true);
  }

  /** A probe sent at `sentBeat` got no answer in its time: somebody listens (the subject has subscribers) but does not answer. */
  probeTimedOut(sentBeat: number): void {
    this.takeOutcome(sentBeat, false);
  }

  private takeOutcome(sentBeat: number, nobodyListening: boolean): void {
    if (sentBeat < this.latestOutcomeBeat) return;
    this.latestOutcomeBeat = sentBeat;
    this.nobodyListening = nobodyListening;
  }

  tick(): Beat {
    this.beatNumber += 1;
    let foundDown = false;
    if (this.awaitedBeats !== null) {
      this.awaitedBeats += 1;
      if (this.armed && this.answeringNow && this.awaitedBeats >= this.settings.silentBeats) {
        this.answeringNow = false;
        foundDown = true;
      }
    }
    this.beatsSinceCall += 1;
    if (this.answeringNow && this.callsWaiting === 0 && this.beatsSinceCall >= this.settings.idleBeats) return { probes: 0, foundDown, idle: true };
    const question = this.callsWaiting > 0 || this.awaitedBeats !== null || !this.answeringNow || !this.armed;
    if (!question) return { probes: 0, foundDown, idle: false };
    const inDoubt = this.armed && this.answeringNow && this.awaitedBeats !== null && this.awaitedBeats > 0;
    this.awaitedBeats ??= 0;
    return { probes: inDoubt ? this.settings.doubtProbes : 1, foundDown, idle: false };
  }
}
