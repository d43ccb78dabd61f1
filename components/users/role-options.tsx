// The roles as people read them; the value is what the server stores.
export function RoleOptions() {
  return (
    <>
      <option value="reviewer">Reviewer</option>
      <option value="manager">Manager</option>
      <option value="admin">Administrator</option>
    </>
  );
}
