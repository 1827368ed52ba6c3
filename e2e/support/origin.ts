// The origin the browser tests run against (same computation as playwright.config.ts).
export const appOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
