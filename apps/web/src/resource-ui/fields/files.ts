/** Name of a stored file from its address (generated: a uuid and the type's extension). */
export const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);

/** Stored names are generated (uuid.pdf): links say what the file is; the name goes in the title. */
export function fileLabel(url: string): string {
  const ext = /\.([a-z0-9]{2,5})$/i.exec(url.split('?')[0]!)?.[1];
  return ext ? `Berkas ${ext.toUpperCase()}` : 'Berkas';
}
