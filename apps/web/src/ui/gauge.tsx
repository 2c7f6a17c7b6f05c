export type GaugeProps = {
  /** Lit segments, 0..4 (`litSegments` of @relais/domain). */
  lit: number;
  /** Accessible description; without it the gauge is decorative. */
  label?: string;
};

/** The four-segment profile completion gauge. */
export const Gauge = ({ lit, label }: GaugeProps) => (
  <div
    className="flex w-full max-w-60 gap-1.5"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  >
    {[0, 1, 2, 3].map((i) => (
      <span key={i} className={`h-2 flex-1 rounded-full ${i < lit ? 'bg-success' : 'bg-edge'}`} />
    ))}
  </div>
);
