import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { Observable, Subject } from 'rxjs';
import type { Logger } from 'pino';
import { requestContext } from '../logging/logger.js';
import { rpcServiceAnswering } from '../metrics/rpc-metrics.js';
import { ServiceWatch, type AnswerSource, type ServiceWatchSettings } from './service-watch.js';

export interface LivenessSettings {
  /** How often each watched service is probed (RPC_PROBE_INTERVAL_MS). */
  probeIntervalMs: number;
  /** How long a service may answer nothing before it is found not answering (RPC_DOWN_AFTER_MS). */
  downAfterMs: number;
}

export const DEFAULT_LIVENESS: LivenessSettings = { probeIntervalMs: 250, downAfterMs: 750 };

/**
 * What became of one liveness probe: anything from the service answered it, NATS said nobody
 * listens on the subject ("no responders": no process subscribed), or no answer came in time.
 */
export type ProbeOutcome = 'answered' | 'nobody' | 'silent';

/** Sends one liveness probe. */
export type LivenessProbe = (service: string, timeoutMs: number) => Promise<ProbeOutcome>;

/**
 * Probes sent per beat while a probe is overdue: with one frozen replica of two, a service
 * is taken for not answering only if all of about 17 probes reach the frozen one (2^-17).
 */
const DOUBT_PROBES = 8;
/** A service not called for this long is no longer probed (once it answers). */
const IDLE_MS = 60_000;

interface Watched {
  watch: ServiceWatch;
  /** Emits when the service is found not answering: the calls waiting on it fail at once. */
  foundDown: Subject<void>;
  downSince?: number;
  probesSent: number;
}

/**
 * The RPC client's watch over the services it calls (ADR 48): while a call to a service
 * waits, the service is probed on its liveness subject every `probeIntervalMs`; one that answers
 * nothing for `downAfterMs` is known not to answer, and calls to it fail at once until it
 * answers again. One log line and a gauge (`lumafolio_rpc_service_answering`) per change.
 */
export class ServiceLiveness {
  private readonly watched = new Map<string, Watched>();
  /** Services whose probes were answered once: the probe path to them works (see ServiceWatch). */
  private readonly probeAnswered = new Set<string>();
  private readonly silentProbesReported = new Set<string>();
  private readonly watchSettings: ServiceWatchSettings;
  private readonly probeTimeoutMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly settings: LivenessSettings,
    private readonly probe: LivenessProbe,
    private readonly logger?: Logger,
  ) {
    const silentBeats = Math.max(1, Math.ceil(settings.downAfterMs / settings.probeIntervalMs));
    this.watchSettings = { silentBeats, doubtProbes: DOUBT_PROBES, idleBeats: Math.ceil(IDLE_MS / settings.probeIntervalMs) };
    // A late answer still counts while its probe waits: a service coming back is seen at once.
    this.probeTimeoutMs = (silentBeats + 1) * settings.probeIntervalMs;
  }

  /** A call to the service is being made: it is watched from now on (or still); `callEnded` must follow. */
  called(service: string): void {
    if (this.closed) return;
    let watched = this.watched.get(service);
    if (!watched) {
      watched = { watch: new ServiceWatch(this.watchSettings, { armed: this.probeAnswered.has(service) }), foundDown: new Subject<void>(), probesSent: 0 };
      this.watched.set(service, watched);
      if (watched.watch.probesAnswered) rpcServiceAnswering.set({ service }, 1);
      this.start();
    }
    watched.watch.called();
  }

  /** A call made with `called` ended, however it ended (answered, refused, timed out). */
  callEnded(service: string): void {
    this.watched.get(service)?.watch.callEnded();
  }

  /** False while the service is known not to answer. */
  answering(service: string): boolean {
    return this.watched.get(service)?.watch.answering ?? true;
  }

  /** True while calls to the service are to fail at once (known not to answer, though something listens). */
  refusesCalls(service: string): boolean {
    return this.watched.get(service)?.watch.refusesCalls ?? false;
  }

  /** Emits once the service is found not answering (never, for a service not watched). */
  foundDown(service: string): Observable<void> {
    return this.watched.get(service)?.foundDown.asObservable() ?? new Observable<void>();
  }

  /** A call to the service got an answer (its result or its own failure). */
  callAnswered(service: string): void {
    const watched = this.watched.get(service);
    if (!watched) return;
    this.answered(service, watched, 'call');
    if (!watched.watch.probesAnswered && watched.probesSent >= 2 * this.watchSettings.silentBeats && !this.silentProbesReported.has(service)) {
      this.silentProbesReported.add(service);
      this.logger?.warn(
        { service, subject: `${service}.health.live.v1` },
        'liveness probes go unanswered while calls are answered: is the subject allowed for this NATS account? Calls to this service wait their timeout when it stops answering',
      );
    }
  }

  /** A call met nobody listening (NATS "no responders"): the service is gone rather than silent. */
  callMetNobody(service: string): void {
    const watch = this.watched.get(service)?.watch;
    // Later than the probes of this beat, which were sent at its start.
    watch?.metNobody(watch.beat + 0.5);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    // The found-down signals are never completed: a call racing one would end without an answer.
    for (const service of this.watched.keys()) rpcServiceAnswering.remove({ service });
    this.watched.clear();
  }

  private start(): void {
    if (this.timer) return;
    // The beat runs after the I/O already received (setImmediate): answers that arrived while
    // this process was busy are counted before anyone is judged silent. Started outside the
    // request (and trace) that made the first call, so its log lines carry neither.
    this.timer = requestContext.exit(() => context.with(ROOT_CONTEXT, () => setInterval(() => setImmediate(() => this.beat()), this.settings.probeIntervalMs)));
    this.timer.unref();
  }

  private beat(): void {
    if (this.closed) return;
    for (const [service, watched] of this.watched) {
      const { probes, foundDown, idle } = watched.watch.tick();
      if (foundDown) this.markDown(service, watched);
      if (idle) {
        this.watched.delete(service);
        rpcServiceAnswering.remove({ service });
        continue;
      }
      for (let i = 0; i < probes; i++) this.sendProbe(service, watched);
    }
    if (this.watched.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private sendProbe(service: string, watched: Watched): void {
    watched.probesSent += 1;
    const sentBeat = watched.watch.beat;
    this.probe(service, this.probeTimeoutMs).then(
      (outcome) => {
        if (this.closed) return;
        if (outcome === 'answered') this.probeAnswered.add(service);
        // The watch may have ended (idle) and a new one begun since: the outcome is the service's all the same.
        const current = this.watched.get(service);
        if (!current) return;
        if (outcome === 'answered') this.answered(service, current, 'probe');
        else if (current !== watched) return;
        else if (outcome === 'nobody') watched.watch.metNobody(sentBeat);
        else watched.watch.probeTimedOut(sentBeat);
      },
      () => undefined,
    );
  }

  private answered(service: string, watched: Watched, source: AnswerSource): void {
    const firstProbeAnswer = source === 'probe' && !watched.watch.probesAnswered;
    const back = watched.watch.answered(source);
    if (firstProbeAnswer) rpcServiceAnswering.set({ service }, 1);
    if (!back) return;
    rpcServiceAnswering.set({ service }, 1);
    const downMs = watched.downSince === undefined ? undefined : Math.round(performance.now() - watched.downSince);
    watched.downSince = undefined;
    this.logger?.info({ service, downMs }, 'service answering again: calls to it go through');
  }

  private markDown(service: string, watched: Watched): void {
    watched.downSince = performance.now();
    rpcServiceAnswering.set({ service }, 0);
    this.logger?.warn({ service, silentMs: this.settings.downAfterMs }, 'service not answering: calls to it fail at once with 503 until it answers');
    watched.foundDown.next();
  }
}
