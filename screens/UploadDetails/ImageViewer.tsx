import { Popup } from '../../src/ui/Popup';

/** Images open in a popup viewer (spec 3, "Supporting-document upload"). */
export function ImageViewer({ name, src, onClose }: { name: string; src: string; onClose: () => void }) {
  return (
    <Popup
      title={name}
      testId="image-viewer"
      onClose={onClose}
      actions={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <img src={src} alt={name} style={{ maxWidth: '100%' }} />
    </Popup>
  );
}
