import { STACK_PROCESSES } from './accounts.ts';
import type { Profile } from './profiles.ts';

export const RULES_FILE = 'deploy/helm/lumafolio/files/prometheus/lumafolio.rules.yml';

/**
 * A Prometheus configuration scraping every process of a local stack: one scrape job per
 * process (`lumafolio-<process>`, the naming the alert rules expect), each on its metrics port,
 * with Lumafolio's rules file. YAML is a superset of JSON, so the JSON text is the file.
 */
export function prometheusConfig(stack: Pick<Profile, 'metricsPort'>, rulesFile: string, scrapeIntervalS = 5): string {
  const config = {
    global: { scrape_interval: `${scrapeIntervalS}s`, evaluation_interval: `${scrapeIntervalS}s` },
    rule_files: [rulesFile],
    scrape_configs: STACK_PROCESSES.map((process) => ({
      job_name: `lumafolio-${process}`,
      static_configs: [{ targets: [`127.0.0.1:${stack.metricsPort(process)}`], labels: { process } }],
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
