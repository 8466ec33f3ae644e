""""Open on your JupyterHub" links: nbgitpuller links that put a lecture into a student's server.

A link ``<hub>/hub/user-redirect/git-pull?repo=...&branch=...&urlpath=lab/tree/<folder>/<lecture>.ipynb``
makes the student's JupyterHub start their server (logging them in first), clone the repository
into ``~/<folder>`` on the first click, or merge the instructor's new commits on later clicks
without losing the student's own edits (nbgitpuller's rules: a file the student changed keeps
the student's version; a file they deleted comes back), then open the lecture in JupyterLab.
The repository is the *student edition* (``make student``, published as its own git repository:
the course repository's notebooks hold the answers). ``make site HUB_URL=... HUB_REPO=...`` puts
the link on every lecture page (docs/conf.py).
"""

from urllib.parse import urlencode


def repository_folder(repo):
    """The folder the lectures go to in the student's home: the last part of `repo`'s URL,
    without ``.git`` (passed to nbgitpuller as ``targetpath``, whose own default keeps it)."""
    name = repo.rstrip("/").rsplit("/", 1)[-1]
    return name[:-len(".git")] if name.endswith(".git") else name


def lecture_link(hub_url, repo, lecture, branch="main"):
    """The nbgitpuller link opening `lecture` (``NN_name``, no suffix) of `repo` on `hub_url`."""
    folder = repository_folder(repo)
    query = urlencode({"repo": repo, "branch": branch, "targetpath": folder,
                       "urlpath": f"lab/tree/{folder}/{lecture}.ipynb"})
    return f"{hub_url.rstrip('/')}/hub/user-redirect/git-pull?{query}"
