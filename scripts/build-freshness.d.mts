// Types for build-freshness.mjs, which runs in plain Node before anything is built.
export declare const SOURCES: string[];
export declare const RECORD: string;
export declare function sourceHashes(root: string): Record<string, string>;
export declare function changedFiles(before: Record<string, string>, now: Record<string, string>): string[];
export declare function buildDecision(root: string): {
  rebuild: boolean;
  reason: string;
  hashes: Record<string, string>;
};
export declare function recordBuild(root: string, hashes?: Record<string, string>): void;
