import { type Annotation, annotationZoom } from '@rushes/rules';

/** What of PDFKit's document the drawing uses. */
type Doc = PDFKit.PDFDocument;

/** Where the frame was drawn on the page, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A fabric object as the scene holds it: only what the tools make is read. */
type SceneObject = Record<string, unknown>;

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A colour PDFKit draws: the tools' hex colours; transparent or anything else draws nothing. */
const colourOf = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : null;

/** How far an object's origin lies from its centre (fabric places objects by their origin). */
const originShift = (origin: unknown, size: number) =>
  origin === 'left' || origin === 'top'
    ? size / 2
    : origin === 'right' || origin === 'bottom'
      ? -size / 2
      : 0;

const strokeOf = (doc: Doc, object: SceneObject) => {
  const colour = colourOf(object.stroke);
  if (colour) doc.lineWidth(num(object.strokeWidth, 1)).strokeColor(colour).stroke();
};

/** A pen stroke: its points are the canvas's own, as the tools never move a drawn path. */
function pathData(path: unknown): string | null {
  if (!Array.isArray(path)) return null;
  const commands = path.filter(
    (command): command is unknown[] =>
      Array.isArray(command) && typeof command[0] === 'string' && /^[MLQCZ]$/i.test(command[0]),
  );
  return commands.length ? commands.map((command) => command.join(' ')).join(' ') : null;
}

/** Draws one object in its parent's space (the canvas's, or an arrow group's centre). */
function drawObject(doc: Doc, object: SceneObject): void {
  if (object.type === 'Path') {
    const data = pathData(object.path);
    if (data) {
      doc.path(data).lineCap('round').lineJoin('round');
      strokeOf(doc, object);
    }
    return;
  }
  const width = num(object.width);
  const height = num(object.height);
  doc.save();
  doc.translate(num(object.left), num(object.top));
  doc.rotate(num(object.angle), { origin: [0, 0] });
  doc.scale(num(object.scaleX, 1), num(object.scaleY, 1));
  doc.translate(originShift(object.originX, width), originShift(object.originY, height));
  switch (object.type) {
    case 'Rect':
      doc.rect(-width / 2, -height / 2, width, height);
      strokeOf(doc, object);
      break;
    case 'Ellipse':
      doc.ellipse(0, 0, num(object.rx), num(object.ry));
      strokeOf(doc, object);
      break;
    case 'Line':
      doc.moveTo(num(object.x1), num(object.y1)).lineTo(num(object.x2), num(object.y2));
      strokeOf(doc, object);
      break;
    case 'Triangle': {
      const fill = colourOf(object.fill);
      if (fill)
        doc.polygon([-width / 2, height / 2], [0, -height / 2], [width / 2, height / 2]).fill(fill);
      break;
    }
    case 'IText': {
      const fill = colourOf(object.fill);
      if (fill && typeof object.text === 'string') {
        doc.font('Helvetica').fontSize(num(object.fontSize, 24)).fillColor(fill);
        doc.text(object.text, -width / 2, -height / 2, { lineBreak: false });
      }
      break;
    }
    case 'Group':
      for (const child of Array.isArray(object.objects) ? object.objects : []) {
        if (typeof child === 'object' && child !== null) drawObject(doc, child as SceneObject);
      }
      break;
  }
  doc.restore();
}

/**
 * An annotation drawn over the frame the PDF shows (`box`): the drawing's canvas scaled onto it as
 * the player scales it, clipped to the frame. The text cursor is left where it was.
 */
export function drawAnnotation(doc: Doc, annotation: Annotation, box: Box): void {
  const { x, y } = doc;
  const zoom = annotationZoom(annotation, box);
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.translate(box.x, box.y).scale(zoom);
  for (const object of annotation.scene.objects) drawObject(doc, object as SceneObject);
  doc.restore();
  doc.fillColor('black').strokeColor('black');
  doc.x = x;
  doc.y = y;
}
