import { useEffect, useId, useRef, useState } from "react";

/** The same image as a drawn signature: a PNG of 1000 × 360 in the same ink. */
export const SIGNATURE_WIDTH = 1000;
export const SIGNATURE_HEIGHT = 360;
export const SIGNATURE_INK = "#1c2b5a";
/** A handwriting face where the device has one; an italic otherwise. */
const SCRIPT_FONTS = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "URW Chancery L", cursive';

/** Draws a name on a signature-sized canvas, as large as fits, in a script or italic face. */
export function drawNameSignature(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  const text = name.trim();
  if (!text) return;
  let size = 150;
  const fontOf = (px: number) => `italic ${px}px ${SCRIPT_FONTS}`;
  context.font = fontOf(size);
  while (size > 24 && context.measureText(text).width > SIGNATURE_WIDTH - 80) {
    size -= 6;
    context.font = fontOf(size);
  }
  context.fillStyle = SIGNATURE_INK;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2);
}

interface TypedSignatureProps {
  label: string;
  /** The PNG data URL of the name as drawn, null while no name is typed. */
  onChange(signature: string | null): void;
  invalid?: boolean;
}

/** 'Saisir mon nom': the name typed is drawn as the signature, shown as it will be sent. */
export function TypedSignature({ label, onChange, invalid }: TypedSignatureProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [name, setName] = useState("");
  // The latest onChange, so that a new function from the parent does not draw again.
  const publish = useRef(onChange);
  publish.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    drawNameSignature(canvas, name);
    publish.current(name.trim() ? canvas.toDataURL("image/png") : null);
  }, [name]);

  return (
    <div className="typed-signature">
      <label htmlFor={`${id}-name`}>Nom à apposer comme signature</label>
      <input
        id={`${id}-name`}
        className="input"
        type="text"
        autoComplete="name"
        maxLength={80}
        value={name}
        aria-invalid={invalid || undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        role="img"
        aria-label={name.trim() ? `${label} : ${name.trim()}` : label}
        className="signature-pad-canvas typed-signature-canvas"
      />
    </div>
  );
}
