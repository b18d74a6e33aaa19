/** Types of scripts/build.mjs (plain Node, run without tsx). */
export type BuildTarget = 'web' | 'server';
/** True when `target` has no build or its inputs changed since the build. */
export function isStale(target: BuildTarget): boolean;
/** Builds `target` and writes its build stamp. */
export function build(target: BuildTarget): Promise<void>;
