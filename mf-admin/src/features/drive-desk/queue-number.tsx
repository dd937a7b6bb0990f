// A person's queue number, big enough to read from across the gate.
export function QueueNumber({ queue }: { queue?: number }) {
  return (
    <p className="desk-queue-number">
      <span>Queue number</span>
      <strong>{queue ?? '?'}</strong>
    </p>
  );
}
