export function meta() {
  return [{ title: 'Terms of Service — Vocably' }];
}

export default function TermsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight">Terms of Service</h1>
    </section>
  );
}
