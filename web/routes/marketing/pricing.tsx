export function meta() {
  return [{ title: 'Pricing — Vocably' }];
}

export default function PricingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight">Pricing</h1>
    </section>
  );
}
