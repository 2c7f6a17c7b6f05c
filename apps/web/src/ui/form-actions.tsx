import { Button } from './button';

type Props = { cancelLabel: string; saveLabel: string; onCancel: () => void; busy: boolean };

/** The buttons closing an editor: cancel, then save (disabled while the save is under way). */
export const FormActions = ({ cancelLabel, saveLabel, onCancel, busy }: Props) => (
  <div className="flex flex-wrap justify-end gap-2">
    <Button variant="text" onClick={onCancel}>
      {cancelLabel}
    </Button>
    <Button type="submit" disabled={busy}>
      {saveLabel}
    </Button>
  </div>
);
