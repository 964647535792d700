const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's date format, yyyy/mm/dd, in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** yyyy/mm/dd hh:mm, with the seconds (`:ss`) where moments a minute apart must differ. */
export function formatDateTime(iso: string, { seconds = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${formatDate(iso)} ${time}${seconds ? `:${pad(date.getSeconds())}` : ''}`;
}
