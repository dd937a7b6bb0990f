/** A demo picture: its file name and its SVG text. */
export interface SeedImage {
  name: string;
  svg: string;
}
