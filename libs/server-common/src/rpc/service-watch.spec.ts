import { ServiceWatch, type Beat } from './service-watch.js';

const settings = { silentBeats: 3, doubtProbes: 8, idleBeats: 240 };

/** A watch whose probes were answered once (the probe path works). */
function armedWatch(): ServiceWatch {
  const watch = new ServiceWatch(settings);
  watch.called();
  watch.tick();
  watch.answered('probe');
  return watch;
}

function beats(watch: ServiceWatch, count: number): Beat[] {
  return Array.from({ length: count }, () => watch.tick());
}

describe('ServiceWatch', () => {
  it('probes an answering service once a beat', () => {
    const watch = armedWatch();
    for (let i = 0; i < 5; i++) {
      expect(watch.tick()).toEqual({ probes: 1, foundDown: false, idle: false });
      watch.answered('probe');
    }
    expect(watch.answering).toBe(true);
  });

  it('asks nothing of an answering service no call waits on, and asks again from the first beat a call waits', () => {
    const watch = armedWatch();
    watch.answered('call');
    watch.callEnded();
    expect(beats(watch, 5)).toEqual(Array(5).fill({ probes: 0, foundDown: false, idle: false }));
    watch.called();
    expect(watch.tick()).toEqual({ probes: 1, foundDown: false, idle: false });
    // The call's answer is the service's: the probe of that beat is not waited for.
    watch.answered('call');
    watch.callEnded();
    expect(beats(watch, 3)).toEqual(Array(3).fill({ probes: 0, foundDown: false, idle: false }));
    // A call that waits on a silent service: found within three beats of its first probe, as ever.
    watch.called();
    expect(beats(watch, 4).map((beat) => beat.foundDown)).toEqual([false, false, false, true]);
    // Not answering: probed every beat with no call waiting, to know when it is back.
    watch.callEnded();
    expect(beats(watch, 3).map((beat) => beat.probes)).toEqual([1, 1, 1]);
  });

  it('probes until one probe is answered even when no call waits (only then does the watch trust its probes)', () => {
    const watch = new ServiceWatch(settings);
    watch.called();
    watch.callEnded();
    expect(beats(watch, 3).map((beat) => beat.probes)).toEqual([1, 1, 1]);
    watch.answered('probe');
    expect(watch.tick().probes).toBe(0);
  });

  it('finds a silent service not answering once a probe went unanswered for three beats, asking harder while in doubt', () => {
    const watch = armedWatch();
    // The service freezes: the probe of this beat is never answered.
    expect(watch.tick()).toEqual({ probes: 1, foundDown: false, idle: false });
    expect(beats(watch, 2)).toEqual([
      { probes: 8, foundDown: false, idle: false },
      { probes: 8, foundDown: false, idle: false },
    ]);
    expect(watch.answering).toBe(true);
    expect(watch.tick()).toEqual({ probes: 1, foundDown: true, idle: false });
    expect(watch.answering).toBe(false);
    // Found once: the next beats only keep asking, once each.
    expect(beats(watch, 3)).toEqual(Array(3).fill({ probes: 1, foundDown: false, idle: false }));
  });

  it('stays answering while anything from it answers in time: a probe reaching a healthy replica, or a call', () => {
    const watch = armedWatch();
    watch.tick(); // this probe reached a frozen replica
    watch.tick();
    watch.answered('probe'); // one of the doubt probes reached the healthy one
    watch.tick();
    watch.tick();
    watch.answered('call');
    expect(beats(watch, 2).some((beat) => beat.foundDown)).toBe(false);
    expect(watch.answering).toBe(true);
  });

  it('refuses calls while not answering, but not while nobody listens at all (stopped: NATS refuses them itself)', () => {
    const watch = armedWatch();
    watch.tick();
    watch.probeTimedOut(watch.beat);
    beats(watch, 3);
    expect(watch.answering).toBe(false);
    expect(watch.refusesCalls).toBe(true);

    const stopped = armedWatch();
    stopped.tick();
    const sentBeforeItStopped = stopped.beat; // reached the process while it was stopping: never answered
    for (let i = 0; i < 3; i++) {
      stopped.tick();
      stopped.metNobody(stopped.beat);
    }
    expect(stopped.answering).toBe(false);
    expect(stopped.refusesCalls).toBe(false);
    // That older probe's timeout comes last: it says nothing about now.
    stopped.probeTimedOut(sentBeforeItStopped);
    expect(stopped.refusesCalls).toBe(false);
    // Its next process answers: answering again.
    stopped.answered('probe');
    expect(stopped.refusesCalls).toBe(false);
    expect(stopped.answering).toBe(true);
  });

  it('is answering again at its first answer, and says so once', () => {
    const watch = armedWatch();
    beats(watch, 4);
    expect(watch.answering).toBe(false);
    expect(watch.answered('probe')).toBe(true);
    expect(watch.answering).toBe(true);
    expect(watch.answered('probe')).toBe(false);
    // Silent again: found again after the same three beats.
    expect(beats(watch, 4).map((beat) => beat.foundDown)).toEqual([false, false, false, true]);
  });

  it('never finds a service down before one of its probes was answered (the probe path may be closed to this caller)', () => {
    const watch = new ServiceWatch(settings);
    watch.called();
    const silent = beats(watch, 10);
    expect(silent.every((beat) => !beat.foundDown && beat.probes === 1)).toBe(true);
    // A call's answer does not prove the probes reach it.
    watch.answered('call');
    expect(beats(watch, 10).some((beat) => beat.foundDown)).toBe(false);
    expect(watch.answering).toBe(true);
    // A watch made after a probe was answered once in this process starts armed.
    const rewatched = new ServiceWatch(settings, { armed: true });
    rewatched.called();
    expect(beats(rewatched, 4).map((beat) => beat.foundDown)).toEqual([false, false, false, true]);
  });

  it('ends once not called for a while, but not while the service is not answering', () => {
    const watch = new ServiceWatch({ ...settings, idleBeats: 6 });
    watch.called();
    watch.tick();
    watch.answered('probe');
    // Silent from here while the call waits: found not answering at the fourth beat (the call
    // fails then), and kept while it does not answer.
    expect(beats(watch, 4).map((beat) => beat.foundDown)).toEqual([false, false, false, true]);
    watch.callEnded();
    const idleBeats = beats(watch, 10);
    expect(idleBeats.some((beat) => beat.idle)).toBe(false);
    watch.answered('probe');
    expect(watch.tick()).toEqual({ probes: 0, foundDown: false, idle: true });
  });

  it('does not end while a call waits, however long', () => {
    const watch = new ServiceWatch({ ...settings, idleBeats: 3 });
    watch.called();
    watch.tick();
    watch.answered('probe');
    for (let i = 0; i < 10; i++) {
      expect(watch.tick().idle).toBe(false);
      watch.answered('probe');
    }
    watch.callEnded();
    expect(watch.tick().idle).toBe(true);
  });

  it('goes on as long as it is called', () => {
    const watch = new ServiceWatch({ ...settings, idleBeats: 3 });
    for (let i = 0; i < 10; i++) {
      watch.called();
      expect(watch.tick().idle).toBe(false);
      watch.answered('probe');
      watch.callEnded();
    }
    // Three beats since the last call (one in the loop above): it ends.
    expect(beats(watch, 2).map((beat) => beat.idle)).toEqual([false, true]);
  });
});
