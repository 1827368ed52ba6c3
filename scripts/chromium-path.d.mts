// Types for chromium-path.mjs, which plain Node (scripts/test.mjs) imports too.
export declare function chromiumPath(): string;
