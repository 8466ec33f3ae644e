"""The website's "Open on your JupyterHub" links (docs/hub_links.py): nbgitpuller's link format."""

import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "docs"))

from hub_links import lecture_link, repository_folder  # noqa: E402


def test_a_lecture_link_pulls_the_student_edition_and_opens_the_lecture():
    link = lecture_link("https://hub.example.edu/", "https://git.example.edu/course/lectures.git",
                        "04_minimax", branch="spring")
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "hub.example.edu", "/hub/user-redirect/git-pull")
    assert parse_qs(parts.query) == {"repo": ["https://git.example.edu/course/lectures.git"],
                                     "branch": ["spring"], "targetpath": ["lectures"],
                                     "urlpath": ["lab/tree/lectures/04_minimax.ipynb"]}


def test_the_folder_is_the_repository_name_without_git():
    assert repository_folder("https://github.com/org/adversarial-search") == "adversarial-search"
    assert repository_folder("git://127.0.0.1:9418/lectures.git/") == "lectures"
