"""nbgrader's `Execute` for student submissions: a submission may break a cell, never the batch.

`ContainedExecute` replaces nbgrader's `Execute` in the autograder's preprocessors
(``nbgrader_config.template``). On top of nbgrader's per-cell ``Execute.timeout``
(the kernel is interrupted and the cell gets a ``CellTimeoutError``) it

* restarts the kernel after a cell that timed out (a bare ``except:`` in the
  student's code swallows the interrupt and would keep the kernel busy) or that
  killed it (``os._exit``, a crash, memory), and runs the cells that had
  completed again in the new kernel before going on: the broken cell scores 0,
  the others are graded as usual;
* stops a notebook that runs past `wall_limit` seconds, marking the cells not
  run with an error (so their tests score 0);
* stops each kernel at once when its notebook is done (`shutdown_kernel`
  ``"immediate"``): after a shutdown request, an ipykernel 7 kernel now and then
  hangs until jupyter_client terminates it 2.5 s later, one notebook in twenty
  here, and nothing in the kernel is needed once the notebook has run;
* keeps at most `max_output_bytes` of each cell's output (a cell printing
  megabytes gets an ``OutputLimitExceeded`` error saying how much it printed and how
  much of it was kept, if any).

Every such error names what happened in its ``ename`` (`CONTAINMENT_ERRORS`), which
the feedback shows and ``exercises.csv`` reports as the reason.
"""

import copy
import time

from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError
from nbformat.v4 import new_output
from nbgrader.preprocessors import Execute
from traitlets import Enum, Float, Integer

CONTAINMENT_ERRORS = {
    "CellTimeoutError": "the cell ran past the time limit of {timeout} s and was stopped; the "
                        "cells after it ran in a new kernel",
    "KernelDied": "the kernel died while this cell ran (os._exit, a crash or no memory left); "
                  "the cells after it ran in a new kernel",
    "WallLimitExceeded": "not run: the notebook ran past its wall limit of {wall_limit:g} s",
    "OutputLimitExceeded": "the cell printed {printed:,} bytes, more than the limit of {max_output_bytes:,}; "
                           "{kept}",
}


class ContainedExecute(Execute):
    """nbgrader's `Execute`, contained: kernel restarts, a wall limit, an output limit."""

    wall_limit = Float(300, help="seconds one notebook may run in all").tag(config=True)
    max_output_bytes = Integer(1_000_000, help="bytes of output kept per cell").tag(config=True)
    shutdown_kernel = Enum(["graceful", "immediate"], default_value="immediate",
                           help="how a kernel is stopped when its notebook is done").tag(config=True)

    def preprocess(self, nb, resources=None, km=None):
        NotebookClient.__init__(self, nb, km)  # as nbconvert's ExecutePreprocessor.preprocess does
        self.reset_execution_trackers()
        self._check_assign_resources(resources)
        started, completed, index = time.monotonic(), [], 0
        while index < len(self.nb.cells):
            self.km = None  # a new kernel for each round
            with self.setup_kernel():
                info = self.wait_for_reply(self.kc.kernel_info())
                self.nb.metadata["language_info"] = info["content"]["language_info"]
                for done in completed:  # replay, outputs discarded
                    self.execute_cell(copy.deepcopy(self.nb.cells[done]), done, store_history=False)
                index = self._run_until_broken(index, completed, started, resources)
        self.set_widgets_metadata()
        return self.nb, self.resources

    def _run_until_broken(self, index, completed, started, resources):
        """Run cells from `index`; return the index to go on from in a new kernel (or the end)."""
        cells = self.nb.cells
        while index < len(cells):
            cell = cells[index]
            if time.monotonic() - started > self.wall_limit:
                for rest in cells[index:]:
                    if rest.cell_type == "code":
                        rest.outputs = [self._error("WallLimitExceeded")]
                return len(cells)
            try:
                self.preprocess_cell(cell, resources, index)
            except DeadKernelError:
                cell.outputs.append(self._error("KernelDied"))
                return index + 1
            except CellTimeoutError:  # the interrupt did not stop it (no reply, no output)
                cell.outputs.append(self._error("CellTimeoutError"))
                return index + 1
            printed, kept = self._bytes.pop(index, 0), self._kept.pop(index, 0)
            if printed > self.max_output_bytes:
                cell.outputs.append(self._error("OutputLimitExceeded", printed=printed, kept=(
                    f"the first {kept:,} bytes are shown above and the rest was dropped" if kept else
                    "none of it was kept (it came in one piece larger than the limit)")))
            if any(out.get("ename") == "CellTimeoutError" for out in cell.get("outputs", [])):
                self._explain_timeout(cell)
                return index + 1
            if cell.cell_type == "code" and not cell.metadata.get("nbgrader", {}).get("grade"):
                completed.append(index)  # test cells define nothing later cells need
            index += 1
        return index

    @property
    def _bytes(self):
        """Bytes each cell printed: ``{cell index: bytes}``."""
        if not hasattr(self, "_output_bytes"):
            self._output_bytes = {}
        return self._output_bytes

    @property
    def _kept(self):
        """Bytes of each cell's output kept (at most `max_output_bytes`)."""
        if not hasattr(self, "_kept_bytes"):
            self._kept_bytes = {}
        return self._kept_bytes

    def output(self, outs, msg, display_id, cell_index):
        size = len(str(msg.get("content", {}).get("text", msg.get("content", {}).get("data", ""))))
        self._bytes[cell_index] = self._bytes.get(cell_index, 0) + size
        if self._bytes[cell_index] > self.max_output_bytes:
            return None  # dropped: the cell gets an OutputLimitExceeded error when it ends
        self._kept[cell_index] = self._kept.get(cell_index, 0) + size
        return super().output(outs, msg, display_id, cell_index)

    def _explain_timeout(self, cell):
        for out in cell.outputs:
            if out.get("ename") == "CellTimeoutError":
                out["evalue"] = CONTAINMENT_ERRORS["CellTimeoutError"].format(timeout=self.timeout)
                out["traceback"] = [f"CellTimeoutError: {out['evalue']}"]

    def _error(self, name, **details):
        text = CONTAINMENT_ERRORS[name].format(timeout=self.timeout, wall_limit=self.wall_limit,
                                               max_output_bytes=self.max_output_bytes, **details)
        return new_output("error", ename=name, evalue=text, traceback=[f"{name}: {text}"])
