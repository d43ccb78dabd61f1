"use client";
// The queue table (TanStack Table): columns a reviewer scans, newest first.
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { SubmissionRow } from "@/lib/submissions/queries";
import { StatusBadge } from "./status-badge";

const column = createColumnHelper<SubmissionRow>();

const columns = [
  column.accessor("createdAt", {
    header: "Created",
    cell: (info) => <time dateTime={info.getValue()}>{info.getValue().slice(0, 16).replace("T", " ")}</time>,
  }),
  column.accessor("name", { header: "Name", cell: (info) => info.getValue() ?? <span className="text-slate-400">—</span> }),
  column.accessor("nationality", { header: "Nationality", cell: (info) => info.getValue() ?? "—" }),
  column.accessor("idType", { header: "ID type", cell: (info) => info.getValue()?.replace("_", " ") ?? "—" }),
  column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor("userid", { header: "User id", cell: (info) => info.getValue() ?? "—" }),
  column.accessor("email", { header: "E-mail", cell: (info) => info.getValue() ?? "—" }),
];

export function SubmissionsTable({ rows }: { rows: SubmissionRow[] }) {
  // TanStack Table returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="whitespace-nowrap px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
