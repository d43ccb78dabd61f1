// Where the "request deletion" control of the four-eyes deletion flow (issue 7, `auth`)
// goes on the submission page. It renders nothing until that control exists.
export function DeletionSlot({ submissionId }: { submissionId: string }) {
  void submissionId;
  return null;
}
