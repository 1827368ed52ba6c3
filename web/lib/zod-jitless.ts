// zod 4 probes `new Function('')` when the first z.object is created, to decide whether to compile
// fast parsers. Under this app's Content-Security-Policy (no 'unsafe-eval') the browser reports that
// probe as a violation even though zod catches it (Lighthouse best practices: "Issues were logged in
// the Issues panel"). The browser parses small answers; jitless skips the probe. zod keeps its
// configuration on globalThis.__zod_globalConfig, so setting it before zod loads is enough: web/root.tsx
// imports this module first, and every route module, hence every schema, evaluates after the root.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
