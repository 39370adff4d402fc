/// The examples of GitHub Docs' "Basic writing and formatting syntax" (docs.github.com, CC BY 4.0), as one issue body
/// (with a line between the two ordered lists, which would otherwise be one).
enum GitHubMarkdownExamples {
    static let body = """
        # A first-level heading
        ## A second-level heading
        ### A third-level heading

        **This is bold text**

        _This text is italicized_

        ~~This was mistaken text~~

        **This text is _extremely_ important**

        ***All this text is important***

        This is a <sub>subscript</sub> text

        Text that is not a quote

        > Text that is a quote

        Use `git status` to list all new or modified files that haven't yet been committed.

        Some basic Git commands are:
        ```
        git status
        git add
        git commit
        ```

        This site was built using [GitHub Pages](https://pages.github.com/).

        ![Screenshot of a comment on a GitHub issue showing an image of an Octocat smiling and raising a tentacle.](https://myoctocat.com/assets/images/base-octocat.svg)

        - George Washington
        * John Adams
        + Thomas Jefferson

        1. James Madison
        2. James Monroe
        3. John Quincy Adams

        A nested list:

        1. First list item
           - First nested list item
             - Second nested list item

        - [x] #739
        - [ ] https://github.com/octo-org/octo-repo/issues/740
        - [ ] Add delight to the experience when all tasks are complete :tada:

        @github/support What do you think about these updates?

        | First Header  | Second Header |
        | ------------- | ------------- |
        | Content Cell  | Content Cell  |
        | Content Cell  | Content Cell  |

        Let's rename \\*our-new-project\\* to \\*our-old-project\\*.

        ---
        """

    /// How gh-lite shows it on a terminal 80 columns wide without colour (two spaces in, as gh indents bodies).
    static let shownAt80 = """
          # A first-level heading

          ## A second-level heading

          ### A third-level heading

          This is bold text

          This text is italicized

          ~~This was mistaken text~~

          This text is extremely important

          All this text is important

          This is a <sub>subscript</sub> text

          Text that is not a quote

          │ Text that is a quote

          Use `git status` to list all new or modified files that haven't yet been
          committed.

          Some basic Git commands are:

            git status
            git add
            git commit

          This site was built using GitHub Pages (https://pages.github.com/).

          Screenshot of a comment on a GitHub issue showing an image of an Octocat
          smiling and raising a tentacle. (image:
          https://myoctocat.com/assets/images/base-octocat.svg)

          • George Washington

          • John Adams

          • Thomas Jefferson

          1. James Madison
          2. James Monroe
          3. John Quincy Adams

          A nested list:

          1. First list item
             ◦ First nested list item
               ▪ Second nested list item

          [x] #739
          [ ] https://github.com/octo-org/octo-repo/issues/740
          [ ] Add delight to the experience when all tasks are complete :tada:

          @github/support What do you think about these updates?

          First Header │ Second Header
          ─────────────┼──────────────
          Content Cell │ Content Cell
          Content Cell │ Content Cell

          Let's rename *our-new-project* to *our-old-project*.

          ──────────────────────────────────────────────────────────────────────────────


        """
}
