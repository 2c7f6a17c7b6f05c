/** A screen's line while its item loads. */
export const ItemLoading = ({ text }: { text: string }) => (
  <p role="status" className="m-0 text-muted">
    {text}
  </p>
);

/** What an edit screen shows when its item does not exist (deleted, or another user's), with a way back. */
export const ItemMissing = ({
  text,
  backLabel,
  onBack,
}: {
  text: string;
  backLabel: string;
  onBack: () => void;
}) => (
  <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
    <p className="m-0">{text}</p>
    <button type="button" className="min-h-11 font-semibold text-primary underline" onClick={onBack}>
      {backLabel}
    </button>
  </div>
);
