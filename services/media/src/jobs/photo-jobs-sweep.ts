import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectLogger, PeriodicTask, type Logger } from '@lumafolio/server-common';
import { MediaConfig } from '../config.js';
import { PhotoJobs } from './photo-jobs.js';

/** Every interval, queues the jobs of photos stored while the queue was unreachable. Every replica sweeps. */
@Injectable()
export class PhotoJobsSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(jobs: PhotoJobs, config: MediaConfig, @InjectLogger() logger: Logger) {
    const intervalMs = config.PHOTO_JOBS_SWEEP_INTERVAL_MS;
    // Photos younger than one interval may still be on their way through `complete`.
    this.task = new PeriodicTask('photo jobs sweep', intervalMs, () => jobs.sweep(new Date(Date.now() - intervalMs)), logger);
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
