import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once, at start-up, and fails fast with a message that names
 * every wrong variable, so an operator can fix them all in one go.
 */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: Record<string, string | undefined> = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = env[String(issue.path[0])];
    const got = value === undefined ? 'not set' : `got "${shown(variable, value)}"`;
    return `  - ${variable}: ${issue.message} (${got})`;
  });
  throw new ConfigError(
    `Invalid configuration for ${service}:\n${lines.join('\n')}\nEvery variable is described in docs/configuration.md (README.md links to it).`,
  );
}

/** A value as an error message may show it: secrets hidden, credentials cut out of URLs. */
function shown(variable: string, value: string): string {
  if (/PASSWORD|SECRET|KEYS|JWKS|TOKEN|API_KEY/.test(variable)) return '(hidden)';
  return value.replace(/\/\/[^@/\s]*@/, '//***@');
}
