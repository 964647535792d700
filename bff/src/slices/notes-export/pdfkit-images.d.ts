// PDFKit's `openImage` (its images guide: an image's size before placing it), which its types lack.
declare namespace PDFKit {
  interface PDFDocument {
    openImage(src: Buffer): { width: number; height: number };
  }
}
