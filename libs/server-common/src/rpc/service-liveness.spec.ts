import { jest } from '@jest/globals';
import { pino } from 'pino';
import { currentRequestId, requestContext } from '../logging/logger.js';
import { rpcServiceAnswering } from '../metrics/rpc-metrics.js';
import { ServiceLiveness, type ProbeOutcome } from './service-liveness.js';

/**
 * A stand-in for the services: a probe of a frozen service waits, and gives up (unanswered)
 * at its timeout, as a real one does.
 */
function fakeServices() {
  const sent: string[] = [];
  const waiting: Array<{ service: string; answer: (outcome: ProbeOutcome) => void }> = [];
  const frozen = new Set<string>();
  const stopped = new Set<string>();
  const probe = (service: string, timeoutMs: number) =>
    new Promise<ProbeOutcome>((resolve) => {
      sent.push(service);
      if (stopped.has(service)) return resolve('nobody');
      if (!frozen.has(service)) return resolve('answered');
      waiting.push({ service, answer: resolve });
      setTimeout(() => resolve('silent'), timeoutMs);
    });
  return {
    sent,
    probe,
    freeze: (service: string) => frozen.add(service),
    stop: (service: string) => stopped.add(service),
    start: (service: string) => stopped.delete(service),
    /** The service answers again: the probes still waiting on it are answered now (unless their answers are lost). */
    resume(service: string, { lateAnswers = true } = {}) {
      frozen.delete(service);
      for (const entry of waiting.splice(0)) {
        if (entry.service !== service) waiting.push(entry);
        else if (lateAnswers) entry.answer('answered');
      }
    },
  };
}

/** Lines as the process's logger writes them: with the request id of the request they are logged in, if any. */
function logCollector() {
  const lines: Array<{ msg: string; service?: string; level: number; requestId?: string }> = [];
  const logger = pino(
    { level: 'debug', mixin: () => (currentRequestId() ? { requestId: currentRequestId() } : {}) },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { lines, logger };
}

async function gauge(service: string): Promise<number | undefined> {
  return (await rpcServiceAnswering.get()).values.find((value) => value.labels.service === service)?.value;
}

describe('ServiceLiveness', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('probes only the services called, every interval while a call waits, and stops on close', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(services.sent).toEqual([]);

    liveness.called('media');
    await jest.advanceTimersByTimeAsync(1_010);
    expect(services.sent).toEqual(['media', 'media', 'media', 'media']);

    liveness.close();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(services.sent).toHaveLength(4);
  });

  it('finds a frozen service within a second, fails the calls waiting on it at once, and uses it again at its first answer', async () => {
    const services = fakeServices();
    const { lines, logger } = logCollector();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe, logger);
    // The first calls come from a request: the watch's own lines are no part of it.
    requestContext.run({ requestId: 'first-request' }, () => liveness.called('media'));
    liveness.called('auth');
    await jest.advanceTimersByTimeAsync(500);
    expect(await gauge('media')).toBe(1);

    const waitingCall = jest.fn();
    liveness.foundDown('media').subscribe(waitingCall);
    services.freeze('media');
    // Silent for three beats after its first unanswered probe: between 0.75 and 1 s after it froze.
    await jest.advanceTimersByTimeAsync(740);
    expect(liveness.answering('media')).toBe(true);
    expect(waitingCall).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(270);
    expect(liveness.answering('media')).toBe(false);
    expect(liveness.refusesCalls('media')).toBe(true);
    expect(waitingCall).toHaveBeenCalledTimes(1);
    expect(await gauge('media')).toBe(0);
    // Only media: auth answers all along.
    expect(liveness.answering('auth')).toBe(true);
    expect(await gauge('auth')).toBe(1);

    // Down for a while: one line, not one per beat or call.
    for (let i = 0; i < 10; i++) liveness.called('media');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(lines.filter((line) => line.msg.startsWith('service not answering'))).toEqual([expect.objectContaining({ service: 'media', level: 40 })]);
    expect(lines.some((line) => line.requestId)).toBe(false);

    services.resume('media');
    await jest.advanceTimersByTimeAsync(0);
    expect(liveness.answering('media')).toBe(true);
    expect(await gauge('media')).toBe(1);
    expect(lines.filter((line) => line.msg.startsWith('service answering again'))).toEqual([
      expect.objectContaining({ service: 'media', level: 30, downMs: expect.any(Number) }),
    ]);
    liveness.close();
  });

  it('is back within one interval of answering again, even when the probes that waited get no answer', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    liveness.called('media');
    await jest.advanceTimersByTimeAsync(260);
    services.freeze('media');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(liveness.answering('media')).toBe(false);
    // Only the next probe can tell.
    services.resume('media', { lateAnswers: false });
    await jest.advanceTimersByTimeAsync(0);
    expect(liveness.answering('media')).toBe(false);
    await jest.advanceTimersByTimeAsync(260);
    expect(liveness.answering('media')).toBe(true);
    liveness.close();
  });

  it('fails the calls waiting on a stopped service, but lets new ones through to NATS (which refuses them at once, or reaches its next process)', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    liveness.called('portfolio');
    await jest.advanceTimersByTimeAsync(260);
    const waitingCall = jest.fn();
    liveness.foundDown('portfolio').subscribe(waitingCall);
    services.stop('portfolio');
    await jest.advanceTimersByTimeAsync(1_010);
    expect(waitingCall).toHaveBeenCalledTimes(1);
    expect(liveness.answering('portfolio')).toBe(false);
    expect(liveness.refusesCalls('portfolio')).toBe(false);
    services.start('portfolio');
    await jest.advanceTimersByTimeAsync(260);
    expect(liveness.answering('portfolio')).toBe(true);
    liveness.close();
  });

  it('lets calls through again as soon as one meets nobody listening (the process that went silent has exited)', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    liveness.called('portfolio');
    await jest.advanceTimersByTimeAsync(260);
    // Shutting down: still subscribed, answering nothing.
    services.freeze('portfolio');
    await jest.advanceTimersByTimeAsync(1_010);
    expect(liveness.refusesCalls('portfolio')).toBe(true);
    liveness.callMetNobody('portfolio');
    expect(liveness.refusesCalls('portfolio')).toBe(false);
    liveness.close();
  });

  it('probes an answering service only while a call waits on it, and finds it frozen within a second of a call', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    // One call, answered at once: one probe (the first one, which shows the probes reach it), then none.
    liveness.called('media');
    liveness.callAnswered('media');
    liveness.callEnded('media');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(services.sent).toEqual(['media']);

    // A call that waits: probed every interval while it waits.
    liveness.called('media');
    await jest.advanceTimersByTimeAsync(1_010);
    const whileWaiting = services.sent.length - 1;
    expect(whileWaiting).toBeGreaterThanOrEqual(4);
    expect(whileWaiting).toBeLessThanOrEqual(5);
    liveness.callAnswered('media');
    liveness.callEnded('media');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(services.sent).toHaveLength(whileWaiting + 1);

    // Frozen while nobody called it: the first call after it waits one interval and three beats, not its timeout.
    services.freeze('media');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(liveness.answering('media')).toBe(true);
    const waitingCall = jest.fn();
    liveness.called('media');
    liveness.foundDown('media').subscribe(waitingCall);
    await jest.advanceTimersByTimeAsync(1_010);
    expect(waitingCall).toHaveBeenCalledTimes(1);
    expect(liveness.refusesCalls('media')).toBe(true);
    liveness.close();
  });

  it('stops watching a service nobody called for a minute, and forgets its gauge', async () => {
    const services = fakeServices();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, services.probe);
    liveness.called('portfolio');
    await jest.advanceTimersByTimeAsync(260);
    liveness.callEnded('portfolio');
    expect(await gauge('portfolio')).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(services.sent.length).toBeLessThanOrEqual(2);
    expect(await gauge('portfolio')).toBeUndefined();
    // Called again: watched again, already trusted to answer its probes.
    liveness.called('portfolio');
    services.freeze('portfolio');
    await jest.advanceTimersByTimeAsync(1_010);
    expect(liveness.answering('portfolio')).toBe(false);
    liveness.close();
  });

  it('says once that its probes go unanswered while calls are answered (a NATS account without the liveness subject)', async () => {
    const { lines, logger } = logCollector();
    const liveness = new ServiceLiveness({ probeIntervalMs: 250, downAfterMs: 750 }, () => new Promise<ProbeOutcome>(() => undefined), logger);
    liveness.called('auth');
    await jest.advanceTimersByTimeAsync(5_000);
    for (let i = 0; i < 3; i++) liveness.callAnswered('auth');
    expect(liveness.answering('auth')).toBe(true);
    expect(lines.filter((line) => line.msg.startsWith('liveness probes go unanswered'))).toHaveLength(1);
    liveness.close();
  });
});
