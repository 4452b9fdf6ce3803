extension ClassroomWorkflow {
    /// The teacher's note that goes beside the workflow in the template repository
    /// (`.github/TEACHER.md`): making the template, protecting what decides the grade, and why.
    public var teacherNote: String {
        """
        # For the teacher: this folder is a GitHub Classroom template

        1. Push this folder to a new GitHub repository and mark it a template repository
           (Settings → General → Template repository).
        2. In GitHub Classroom, create an assignment from that template. Leave Classroom's own
           autograding tests empty: `workflows/classroom.yml` already holds one test per lesson
           (\(lessons.count) tests, \(Gradebook.pointsPerExercise) points each) and reports them.
        3. In the same assignment's settings, add `.github/**` to the protected file paths, so
           that Classroom shows you every submission in which a student changed the workflow
           (see "Why protect" below).
        4. The workflow grades against the course at `\(courseRepository)` revision
           `\(courseRevision)`. The course repository must be public, or readable by the students'
           repositories. To move the class to a newer course, run `archlab init --classroom` again
           in the template (your files stay; the workflow is written again) and push; repositories
           students accepted before keep the workflow they got.
        5. To grade the whole class on your own machine instead, clone every student repository
           into one folder and run `archlab grade --roster FOLDER --format html --output grades.html`
           from a clone of the course at the same revision.

        ## What the workflow does

        Each push runs one job in the official Swift container (`\(Self.containerImage)`, the Swift
        release the course is built and tested with), started with `\(Self.containerOptions)`:
        grading runs the submitted code inside a bubblewrap sandbox, and bubblewrap needs the
        namespaces and mounts that Docker's default seccomp profile and masked `/proc` refuse.
        The job installs libedit-dev, bubblewrap, jq, git and zstd with apt-get, checks out the
        submission and the course without keeping the job's token (`persist-credentials: false`),
        restores the course's build folders from the cache, builds `archlab` from the course, and
        grades every exercise once (`archlab grade --workspace work --format json`).

        The grade lists the submission's findings: files grading ignores (package files, tests,
        scripts, test code among the exercises, links) and a workflow that differs from the one
        the course at the pinned revision writes. While there is a finding, every lesson's test
        fails and prints the findings, so a submission with a finding never scores full marks;
        the student removes what they name and pushes again.

        ## Why protect `.github/**`

        The tests are not in the students' repositories: they come from the course at the pinned
        commit, sealed by its `tests.sha256`, so only you can change them. The workflow is in the
        students' repositories, and a student can edit it. `archlab grade` compares it with the
        one the course writes and reports any edit, but a workflow rewritten so that it no longer
        runs the course's `archlab` can report any score it likes, and a run of an edited workflow
        can leave altered build folders in the repository's cache for later runs. Only
        Classroom's protected paths (and the repository's history) show you such an edit.

        You may delete this file from the template; students do not need it.

        """
    }
}
