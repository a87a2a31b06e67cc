export declare const FLAKY_LIST_FILE: string;
export declare function firstLineOf(message: unknown): string;
export declare function recordFlakyTest(kind: string, where: string, title: string, firstFailure: unknown): void;
