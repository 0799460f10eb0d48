/**
 * "Are you sure?" before a change that cannot be undone, on the platform's `<dialog>`: Escape
 * or Cancel says no, the red button yes.
 * The caller decides what happens and names both buttons.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <dialog
      ref={(el) => {
        if (el && !el.open) el.showModal();
      }}
      aria-labelledby="confirm-title"
      onClose={onCancel}
      className="m-auto w-[calc(100%-1rem)] max-w-sm rounded-lg p-5 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="confirm-title" className="font-bold">
        {title}
      </h2>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
