/** A form's hidden inputs from name and value pairs: the query a GET form leads to, a conversation. */
export function HiddenFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return fields.map(([name, value], index) => <input key={index} type="hidden" name={name} value={value} />);
}
