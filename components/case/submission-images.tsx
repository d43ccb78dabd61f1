/** The dashboard's authenticated route for one stored image of a submission. */
export const imageSrc = (id: string, type: string) =>
  `/api/submissions/${encodeURIComponent(id)}/images/${type}`;
