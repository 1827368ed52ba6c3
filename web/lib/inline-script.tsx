// Public pages ship without the React runtime (see docs/decisions/0003-static-public-pages.md); their few
// behaviours are small self-contained functions inlined as scripts. Such a function must not use
// imports or module variables, because only its source text reaches the browser.
// biome-ignore lint/suspicious/noExplicitAny: any argument list that JSON can carry
type ScriptFn = (...args: any[]) => void;

const escapeForScript = (json: string) => json.replace(/</g, '\\u003c');

export function inlineScriptSource<F extends ScriptFn>(fn: F, ...args: Parameters<F>) {
  const serialisedArgs = args.map((arg) => escapeForScript(JSON.stringify(arg))).join(',');
  return `(${fn.toString()})(${serialisedArgs});`;
}

export function InlineScript<F extends ScriptFn>({ fn, args }: { fn: F; args: Parameters<F> }) {
  return (
    <script
      // The same source is rendered at build time and (for app pages) by the client bundle, where the
      // minifier may print it differently; the browser has already run the first one.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function source, arguments escaped
      dangerouslySetInnerHTML={{ __html: inlineScriptSource(fn, ...args) }}
    />
  );
}
