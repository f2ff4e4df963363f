"""python-gitlab (unmodified) sets, reads and resets an issue's time estimate and time spent.

Usage: python3 time_tracking.py BASE_URL TOKEN PROJECT_ID ISSUE_IID

Prints one line per area once its checks pass; the first failed check raises.
"""

import sys
import warnings

import gitlab

warnings.simplefilter("error")


def expect(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


def stats(estimate, spent, human_estimate, human_spent):
    return {
        "time_estimate": estimate,
        "total_time_spent": spent,
        "human_time_estimate": human_estimate,
        "human_total_time_spent": human_spent,
    }


def check(gl, project_id, issue_iid):
    issue = gl.projects.get(project_id, lazy=True).issues.get(issue_iid)
    expect(issue.time_stats(), stats(0, 0, None, None), "time_stats of the issue JSON")

    expect(issue.time_estimate("3h"), stats(10800, 0, "3h", None), "time_estimate")
    expect(issue.add_spent_time("1h"), stats(10800, 3600, "3h", "1h"), "add_spent_time")
    print("set", flush=True)

    # A fetched issue answers from its own JSON; a lazy one asks the time_stats endpoint.
    expect(gl.projects.get(project_id).issues.get(issue_iid).time_stats(),
           stats(10800, 3600, "3h", "1h"), "time_stats of the issue JSON after writes")
    lazy = gl.projects.get(project_id, lazy=True).issues.get(issue_iid, lazy=True)
    expect(lazy.time_stats(), stats(10800, 3600, "3h", "1h"), "time_stats endpoint")
    print("read", flush=True)

    expect(issue.reset_time_estimate(), stats(0, 3600, None, "1h"), "reset_time_estimate")
    expect(issue.reset_spent_time(), stats(0, 0, None, None), "reset_spent_time")
    print("reset", flush=True)


def main(url, token, project_id, issue_iid):
    with gitlab.Gitlab(url, private_token=token) as gl:
        check(gl, project_id, issue_iid)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
