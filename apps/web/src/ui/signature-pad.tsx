import { getStroke } from "perfect-freehand";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "./button";
import { SIGNATURE_HEIGHT, SIGNATURE_INK, SIGNATURE_WIDTH, TypedSignature } from "./typed-signature";
import "./signature-pad.css";

type Point = [x: number, y: number, pressure: number];

/** The drawing's own size: a PNG of a few kilobytes, sharp on a phone's screen. */
const WIDTH = SIGNATURE_WIDTH;
const HEIGHT = SIGNATURE_HEIGHT;
const INK = SIGNATURE_INK;
const STROKE = { size: 7, thinning: 0.55, smoothing: 0.5, streamline: 0.45 };

interface SignaturePadProps {
  /** Announced to assistive technologies ('Signature du client'). */
  label: string;
  /** A PNG data URL once something is drawn, null when the pad is empty. */
  onChange(signature: string | null): void;
  invalid?: boolean;
}

function outline(points: Point[]): Path2D {
  const path = new Path2D();
  const [first, ...rest] = getStroke(points, STROKE);
  if (!first) return path;
  path.moveTo(first[0] ?? 0, first[1] ?? 0);
  for (const [x = 0, y = 0] of rest) path.lineTo(x, y);
  path.closePath();
  return path;
}

type SignatureMode = "draw" | "type";

/**
 * A signature drawn ('Dessiner') or typed ('Saisir mon nom', for whoever cannot draw: keyboard, screen
 * reader, trembling hand): either way a PNG of the same size, which the server and the PDF take alike.
 * Changing the way clears what the other one gave.
 */
export function SignaturePad({ label, onChange, invalid }: SignaturePadProps) {
  const [mode, setMode] = useState<SignatureMode>("draw");
  const choose = (next: SignatureMode) => {
    if (next === mode) return;
    setMode(next);
    onChange(null);
  };
  return (
    <div className={`signature-pad${invalid ? " signature-pad-invalid" : ""}`}>
      <fieldset className="signature-pad-modes">
        <legend className="visually-hidden">{label} : façon de signer</legend>
        <Button size="sm" aria-pressed={mode === "draw"} onClick={() => choose("draw")}>
          Dessiner
        </Button>
        <Button size="sm" aria-pressed={mode === "type"} onClick={() => choose("type")}>
          Saisir mon nom
        </Button>
      </fieldset>
      {mode === "draw" ? (
        <DrawnSignature label={label} onChange={onChange} />
      ) : (
        <TypedSignature label={label} onChange={onChange} invalid={invalid} />
      )}
    </div>
  );
}

/** A signature drawn with a finger, a pen or the mouse, smoothed by perfect-freehand; undo and clear. */
function DrawnSignature({ label, onChange }: Omit<SignaturePadProps, "invalid">) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);

  const paint = useCallback((all: Point[][]) => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    context.fillStyle = INK;
    for (const points of all) context.fill(outline(points));
  }, []);

  useEffect(() => paint(strokes), [paint, strokes]);

  const publish = (all: Point[][]) => {
    setStrokes(all);
    paint(all);
    onChange(all.length > 0 ? (canvasRef.current?.toDataURL("image/png") ?? null) : null);
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    return [x, y, event.pointerType === "pen" ? event.pressure : 0.5];
  };

  return (
    <>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        className="signature-pad-canvas"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = [pointOf(event)];
          paint([...strokes, drawing.current]);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          drawing.current.push(pointOf(event));
          paint([...strokes, drawing.current]);
        }}
        onPointerUp={() => {
          const done = drawing.current;
          drawing.current = null;
          if (done) publish([...strokes, done]);
        }}
        onPointerCancel={() => {
          drawing.current = null;
          paint(strokes);
        }}
      />
      <div className="signature-pad-actions">
        <span className="signature-pad-hint">{strokes.length === 0 ? "Signez dans le cadre" : ""}</span>
        <Button size="sm" disabled={strokes.length === 0} onClick={() => publish(strokes.slice(0, -1))}>
          Annuler le dernier trait
        </Button>
        <Button size="sm" disabled={strokes.length === 0} onClick={() => publish([])}>
          Effacer
        </Button>
      </div>
    </>
  );
}
