export function OrderSuccessScreen({ orderId }: { orderId: string | undefined }) {
  return (
    <section className="page container">
      <h1>Thank you for your order</h1>
      <p>{orderId}</p>
    </section>
  );
}
