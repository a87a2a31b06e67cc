/**
 * A visitor page's first answers, written into its HTML by the gateway so the page renders
 * without waiting for its own requests: `<script type="application/json" id="…">` holding
 * GET path → JSON body (200 answers only). The web app takes each once, then asks the API.
 */
export const BOOT_DATA_ELEMENT_ID = 'lumafolio-boot-data';

export type BootData = Record<string, unknown>;

/** The script element's text: JSON that cannot end the element or open a comment early. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
