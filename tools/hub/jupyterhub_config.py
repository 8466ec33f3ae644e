# JupyterHub configuration of the course (`make hub`), after nbgrader's demo
# `demos/demo_one_class_multiple_graders`: students and instructors are system users (PAM login),
# each gets a JupyterLab server of the course's environment, and the course's grader account runs
# the formgrader as a hub service named after the course, which the instructors' group may open.
#
# This file is committed and read as it is; `tools/hub/hub.py start` passes the settings of one
# installation in the environment (HUB_DIR, HUB_VENV, HUB_PORT, COURSE_ID, ...), so the same file
# serves `make hub` on one machine and documents what a larger deployment needs (README, "A class
# on JupyterHub"). Edit it here, not in build/hub/.
import grp
import os
import pwd

c = get_config()  # noqa: F821 (provided by traitlets when JupyterHub loads this file)

HUB_DIR = os.environ["HUB_DIR"]                    # build/hub: state, logs, exchange, config dirs
VENV = os.environ["HUB_VENV"]                      # the course's environment, runnable by every user
COURSE = os.environ.get("COURSE_ID", "adversarial-search")
GRADER = os.environ.get("HUB_GRADER", f"grader-{COURSE}")
STUDENTS_GROUP = f"{COURSE}-students"              # system groups: who may log in, and as what
INSTRUCTORS_GROUP = f"{COURSE}-instructors"
PORT = int(os.environ.get("HUB_PORT", "8765"))
SERVICE_PORT = int(os.environ.get("HUB_SERVICE_PORT", "8766"))
PATH = f"{VENV}/bin:/usr/local/bin:/usr/bin:/bin"


def members(group):
    """The system users in `group` (as a supplementary group), or none if it does not exist."""
    try:
        return sorted(grp.getgrnam(group).gr_mem)
    except KeyError:
        return []


def config_path(role):
    """JUPYTER_CONFIG_PATH for a role's servers: its own settings first, then the course's."""
    return os.pathsep.join([f"{HUB_DIR}/etc/{role}", f"{HUB_DIR}/etc/common"])


# --- the hub: loopback only, its state in HUB_DIR -------------------------------------------------
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = PORT
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.db_url = f"sqlite:///{HUB_DIR}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = f"{HUB_DIR}/jupyterhub_cookie_secret"
c.JupyterHub.pid_file = f"{HUB_DIR}/jupyterhub.pid"
c.ConfigurableHTTPProxy.command = [f"{VENV}/proxy/node_modules/.bin/configurable-http-proxy"]
c.ConfigurableHTTPProxy.pid_file = f"{HUB_DIR}/proxy.pid"
c.JupyterHub.cleanup_servers = True                # `make hub-stop` stops every server it started
c.JupyterHub.cleanup_proxy = True

# --- who logs in: system users of the course's two groups, with their system password --------------
c.JupyterHub.authenticator_class = "pam"
c.PAMAuthenticator.allowed_groups = {STUDENTS_GROUP, INSTRUCTORS_GROUP}
c.PAMAuthenticator.admin_groups = {INSTRUCTORS_GROUP}
c.Authenticator.admin_users = set(members(INSTRUCTORS_GROUP))

# --- each user's server: JupyterLab from the course's environment, as that system user -------------
c.JupyterHub.spawner_class = "localprocess"
c.Spawner.cmd = [f"{VENV}/bin/jupyterhub-singleuser"]
c.Spawner.default_url = "/lab"
c.Spawner.notebook_dir = "~"
c.Spawner.environment = {"PATH": PATH, "COURSE_HUB_DIR": HUB_DIR, "JUPYTER_CONFIG_PATH": config_path("student"),
                         "MPLBACKEND": "module://matplotlib_inline.backend_inline"}
c.Spawner.http_timeout = 60
c.Spawner.start_timeout = 120
c.LocalProcessSpawner.shell_cmd = []

# --- the formgrader: a hub service run by the grader account, for the instructors' group -----------
# The group name must start with "formgrade-" and the service must be named after the course
# (nbgrader's course list finds a course's formgrader that way).
c.JupyterHub.load_groups = {f"formgrade-{COURSE}": {"users": members(INSTRUCTORS_GROUP)}}
c.JupyterHub.load_roles = [
    {"name": f"formgrade-{COURSE}", "groups": [f"formgrade-{COURSE}"],
     "scopes": [f"access:services!service={COURSE}", "list:services", f"read:services!service={COURSE}"]},
    {"name": "server", "scopes": ["inherit"]},     # the course list asks the hub which services exist
]
GRADER_HOME = pwd.getpwnam(GRADER).pw_dir if GRADER in {u.pw_name for u in pwd.getpwall()} else HUB_DIR
c.JupyterHub.services = [{
    "name": COURSE,
    "url": f"http://127.0.0.1:{SERVICE_PORT}",
    "command": [f"{VENV}/bin/jupyterhub-singleuser", f"--ServerApp.root_dir={GRADER_HOME}/course"],
    "user": GRADER,
    "oauth_no_confirm": True,                      # no "Authorize access" page for the course's own service
    "cwd": f"{GRADER_HOME}/course",
    "environment": {"PATH": PATH, "HOME": GRADER_HOME, "COURSE_HUB_DIR": HUB_DIR, "JUPYTER_CONFIG_PATH": config_path("grader"),
                    "JUPYTERHUB_DEFAULT_URL": "/lab"},
}]
