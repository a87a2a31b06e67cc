/** The probes, answered many times a minute: logged at debug only (still counted), never traced. */
export const PROBE_ROUTES = new Set(['/healthz', '/readyz']);
