/** Trimmed, without empties or repeats, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}

/** AI tags are lowercase keywords, whoever wrote them. */
export function normaliseAiTags(tags: readonly string[]): string[] {
  return normaliseTags(tags.map((t) => t.toLowerCase()));
}
