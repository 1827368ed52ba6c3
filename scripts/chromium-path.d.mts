// Types for chromium-path.mjs, which plain Node (scripts/test.mjs) imports too.
export declare const headlessShellPath: string;
export declare const fullChromiumPath: string;
export declare function chromiumPath(): string;
