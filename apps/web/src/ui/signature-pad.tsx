import { getStroke } from "perfect-freehand";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "./button";
import "./signature-pad.css";

type Point = [x: number, y: number, pressure: number];

/** The drawing's own size: a PNG of a few kilobytes, sharp on a phone's screen. */
const WIDTH = 1000;
const HEIGHT = 360;
const INK = "#1c2b5a";
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

/** A signature drawn with a finger, a pen or the mouse, smoothed by perfect-freehand; undo and clear. */
export function SignaturePad({ label, onChange, invalid }: SignaturePadProps) {
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
    <div className={`signature-pad${invalid ? " signature-pad-invalid" : ""}`}>
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
    </div>
  );
}
