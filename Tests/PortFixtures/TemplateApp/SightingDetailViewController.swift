//
//  SightingDetailViewController.swift
//  Sightings
//

import UIKit

class SightingDetailViewController: UIViewController {

    var name: String?
    @IBOutlet var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = name
        nameLabel = UILabel()
        nameLabel.text = name.map { "Latest: \($0)" }
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
